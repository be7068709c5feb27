import { useCallback, useEffect, useRef, useState } from 'react';
import type { Keypoint } from '../engine/keypoints';
import { estimateDesk, type DeskResult, type DeskSample } from './desk-estimate';
import { faceAndFrameLight, type PictureLight } from '../detector/picture-light';

/** How long the check watches: long enough for a median over a few dozen frames at the analysis rate. */
export const deskCheckMs = 4000;

export type DeskCheckState =
  | { phase: 'idle' }
  | { phase: 'measuring'; progress: number }
  | { phase: 'done'; result: DeskResult }
  | { phase: 'noFace' };

/**
 * The desk check: while measuring, each new set of landmarks from the running session is a sample
 * (with the light on the face, read by the pose worker on the same frame); after a few seconds the median
 * becomes the result. Nothing new is loaded: the pose model already running does the work.
 */
export function useDeskCheck(
  light: PictureLight | undefined,
  keypoints: readonly Keypoint[],
  frame: { width: number; height: number },
  onResult: (result: DeskResult) => void,
) {
  const [state, setState] = useState<DeskCheckState>({ phase: 'idle' });
  const run = useRef<{ startedAt: number; samples: DeskSample[] } | undefined>(undefined);
  const onResultRef = useRef(onResult);
  onResultRef.current = onResult;

  useEffect(() => {
    const current = run.current;
    if (!current) return;
    current.samples.push({ keypoints, frame, light: faceAndFrameLight(light) });
    const elapsed = performance.now() - current.startedAt;
    if (elapsed < deskCheckMs) {
      setState({ phase: 'measuring', progress: elapsed / deskCheckMs });
      return;
    }
    run.current = undefined;
    const result = estimateDesk(current.samples);
    setState(result ? { phase: 'done', result } : { phase: 'noFace' });
    if (result) onResultRef.current(result);
  }, [keypoints, frame, light]);

  const start = useCallback(() => {
    run.current = { startedAt: performance.now(), samples: [] };
    setState({ phase: 'measuring', progress: 0 });
  }, []);

  return { state, start };
}
