import { point, type Keypoint } from '../engine/keypoints';
import { measureFrame } from '../engine/metrics';
import { eyeElevationDeg, faceFrame } from '../desk-check/face-geometry';
import { lightVerdict, type LightLevels } from '../desk-check/desk-verdicts';

/**
 * The first-session setup check: what a new user fixes before calibrating, judged live from the pose
 * landmarks and the light on the face. Each check is `ok` or names what is wrong.
 */
export type EyeLevelCheck = 'ok' | 'cameraLow' | 'cameraHigh' | 'noFace';
export type FramingCheck = 'ok' | 'noPerson' | 'shouldersOut' | 'turned';
export type LightCheck = 'ok' | 'dim' | 'backlit' | 'noFace';

export interface SetupChecks {
  eyeLevel: EyeLevelCheck;
  framing: FramingCheck;
  light: LightCheck;
}

/**
 * The eyes' angle above the camera's axis that still counts as "about eye level": a camera on a
 * screen whose top is level with the eyes sees them near the middle of the frame; a laptop's camera
 * far below sees them high up (12° is about 13 cm below the eyes at 60 cm).
 */
export const eyeLevelDeg = { min: -8, max: 12 } as const;
/** Shoulders this close to the frame's edge (share of its width or height) are about to leave it. */
const edgeMargin = 0.02;

export function checkEyeLevel(keypoints: readonly Keypoint[], frame: { width: number; height: number }) {
  const face = faceFrame(keypoints);
  if (!face) return 'noFace' satisfies EyeLevelCheck;
  const elevation = eyeElevationDeg(face, frame);
  if (elevation > eyeLevelDeg.max) return 'cameraLow' satisfies EyeLevelCheck;
  if (elevation < eyeLevelDeg.min) return 'cameraHigh' satisfies EyeLevelCheck;
  return 'ok' satisfies EyeLevelCheck;
}

export function checkFraming(
  keypoints: readonly Keypoint[],
  frame: { width: number; height: number },
): FramingCheck {
  const measured = measureFrame(keypoints);
  if (measured === 'noPerson') return 'noPerson';
  const shoulders = [point(keypoints, 'leftShoulder'), point(keypoints, 'rightShoulder')];
  const inside = shoulders.every(
    (s) =>
      s &&
      s.x > frame.width * edgeMargin &&
      s.x < frame.width * (1 - edgeMargin) &&
      s.y < frame.height * (1 - edgeMargin * 4),
  );
  if (!inside || measured === 'notInFrame') return 'shouldersOut';
  // Calibration and the posture measures want the user facing the camera.
  if (measured.view !== 'front') return 'turned';
  return 'ok';
}

export function checkLight(keypoints: readonly Keypoint[], light: LightLevels | undefined): LightCheck {
  if (!light || !faceFrame(keypoints)) return 'noFace';
  return lightVerdict(light);
}

export function checkSetup(
  keypoints: readonly Keypoint[],
  frame: { width: number; height: number },
  light: LightLevels | undefined,
): SetupChecks {
  return {
    eyeLevel: checkEyeLevel(keypoints, frame),
    framing: checkFraming(keypoints, frame),
    light: checkLight(keypoints, light),
  };
}

export const allGreen = (checks: SetupChecks) =>
  checks.eyeLevel === 'ok' && checks.framing === 'ok' && checks.light === 'ok';
