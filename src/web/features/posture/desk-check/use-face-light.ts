import { useEffect, useRef, useState } from 'react';
import type { Keypoint } from '../engine/keypoints';
import type { LightLevels } from './desk-verdicts';
import { faceBox } from './face-geometry';
import { lightLevels } from './face-light';

/** The light on the face and in the frame, read twice a second from the preview while `active`. */
export function useFaceLight(
  video: HTMLVideoElement | null,
  keypoints: readonly Keypoint[],
  frame: { width: number; height: number },
  active: boolean,
): LightLevels | undefined {
  const [light, setLight] = useState<LightLevels>();
  const latest = useRef({ keypoints, frame });
  latest.current = { keypoints, frame };
  useEffect(() => {
    if (!active || !video) return;
    const read = () => {
      const box = faceBox(latest.current.keypoints, latest.current.frame);
      setLight(box ? lightLevels(video, box) : undefined);
    };
    read();
    const timer = setInterval(read, 500);
    return () => clearInterval(timer);
  }, [active, video]);
  return light;
}
