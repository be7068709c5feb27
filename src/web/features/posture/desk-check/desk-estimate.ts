import type { Keypoint } from '../engine/keypoints';
import {
  eyeDistanceCm,
  eyeElevationDeg,
  eyesAboveCameraCm,
  faceFrame,
  longSide,
  median,
} from './face-geometry';
import {
  distanceVerdict,
  heightVerdict,
  lightVerdict,
  type DistanceVerdict,
  type HeightVerdict,
  type LightLevels,
  type LightVerdict,
} from './desk-verdicts';

/** One analysed frame of the desk check. */
export interface DeskSample {
  keypoints: readonly Keypoint[];
  frame: { width: number; height: number };
  light: LightLevels | undefined;
}

export interface DeskResult {
  distanceCm: number;
  /** Eyes above the camera (the screen's top edge), cm; negative below. */
  eyesAboveCm: number;
  light: LightLevels;
  distance: DistanceVerdict;
  height: HeightVerdict;
  lighting: LightVerdict;
}

/** Fewer frames with a usable face than this and the check asks the user to face the screen. */
export const minDeskSamples = 5;

/**
 * The desk check's answer from a few seconds of frames: the median of each frame's estimate, so a
 * blink, a glance away or one bad landmark does not move it.
 */
export function estimateDesk(samples: readonly DeskSample[]): DeskResult | undefined {
  const distances: number[] = [];
  const elevations: number[] = [];
  const faces: number[] = [];
  const frames: number[] = [];
  for (const sample of samples) {
    const face = faceFrame(sample.keypoints);
    if (!face) continue;
    distances.push(eyeDistanceCm(face, longSide(sample.frame)));
    elevations.push(eyeElevationDeg(face, sample.frame));
    if (sample.light) {
      faces.push(sample.light.face);
      frames.push(sample.light.frame);
    }
  }
  if (distances.length < minDeskSamples || !faces.length) return undefined;
  const distanceCm = median(distances)!;
  const elevation = median(elevations)!;
  const eyesAboveCm = eyesAboveCameraCm(elevation, distanceCm);
  const light = { face: median(faces)!, frame: median(frames)! };
  return {
    distanceCm,
    eyesAboveCm,
    light,
    distance: distanceVerdict(distanceCm),
    height: heightVerdict(elevation),
    lighting: lightVerdict(light),
  };
}
