import { point, type Keypoint } from './keypoints';

/**
 * What one frame says about posture. Lengths are divided by the shoulder width, so the same posture
 * reads the same near or far from the camera; only `shoulderWidth` and `faceWidth` stay in pixels,
 * because leaning toward the screen is exactly a change of apparent size.
 */
export interface FrameMeasurement {
  view: 'front' | 'side';
  shoulderWidth: number;
  faceWidth: number;
  /** Height of the ears (or eyes) above the shoulder line, in shoulder widths. */
  headHeight: number;
  /**
   * Front view: the face's width on one kind of landmark each — the ears (only when both are seen)
   * and the eyes — so a frame can be compared with a calibration on the landmarks both had; and the
   * eyes' height above the shoulder line, in shoulder widths (deviations.ts says why the eyes).
   */
  earWidth?: number;
  eyeWidth?: number;
  eyeHeight?: number;
  /**
   * Front view, both ears seen: the ears' midpoint's height below the eyes', in ear-to-ear widths. A
   * bowed head raises the ears against the eyes (head-bow.ts).
   */
  earsBelowEyes?: number;
  /**
   * Front view: the face's width as the face model (FaceMesh) reads it, pixels (face-oval.ts), when it
   * ran beside the pose model and found the pose model's face: the forward head is read on it too.
   */
  ovalWidth?: number;
  /**
   * Front view, with `ovalWidth`: the angle of the oval's line from cheek to cheek, degrees (0 =
   * level). The head's tilt is read on it (decision 068).
   */
  ovalAngle?: number;
  /** Angle of the shoulder line, degrees (0 = level). */
  shoulderAngle: number;
  /** Angle of the eye line, degrees (0 = level). */
  headAngle: number;
  /** The head's sideways offset from the shoulders' midpoint, in shoulder widths. */
  headOffset: number;
  /** The nose's sideways offset from the head's centre, in face widths: how far the head is turned. */
  headYaw?: number;
  /**
   * An elbow above its shoulder (front view): the arms are up — a stretch, hands behind the head. Raised
   * arms lift the shoulders toward the ears and tilt their line, so the head's height over them and
   * the shoulders' own line say nothing about the neck or the back in that frame.
   */
  armsRaised?: boolean;
  /** Where the shoulders' midpoint sits in the frame, pixels (front view): who and where the user is. */
  shoulderX?: number;
  shoulderY?: number;
  /**
   * The middle of the picture across, pixels, where the pipeline knows the picture's size: a webcam's
   * lens is centred there, so what comes nearer or goes back moves away from or toward it (decision 069).
   */
  pictureMiddleX?: number;
  /** Side view only: ear-over-shoulder angle from vertical, degrees. */
  neckInclination?: number;
  /** Side view only: shoulder-over-hip angle from vertical, degrees. */
  torsoInclination?: number;
  /**
   * MoveNet's reading of the same picture, when BlazePose made this one: the forward head is read on
   * it (companion-reading.ts, decision 045).
   */
  companion?: FrameMeasurement;
}

export type MissingReason = 'noPerson' | 'notInFrame';

/** The face's width on each kind of landmark, from the eyes and (when both are seen) the ears, pixels. */
export interface FaceMeasurement {
  earWidth?: number;
  eyeWidth: number;
  faceWidth: number;
}

const mid = (a: Keypoint, b: Keypoint) => ({ x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 });
const distance = (a: { x: number; y: number }, b: { x: number; y: number }) =>
  Math.hypot(a.x - b.x, a.y - b.y);
const degrees = (radians: number) => (radians * 180) / Math.PI;
/** Angle of the line from a to b against the horizontal, folded into -90..90 so left/right order does not matter. */
export const lineAngle = (a: { x: number; y: number }, b: { x: number; y: number }) => {
  const angle = degrees(Math.atan2(b.y - a.y, b.x - a.x));
  return angle > 90 ? angle - 180 : angle < -90 ? angle + 180 : angle;
};
/** Angle of `upper` above `lower` from the vertical, degrees (0 = straight above). */
const inclination = (upper: Keypoint, lower: Keypoint) =>
  degrees(Math.atan2(Math.abs(upper.x - lower.x), lower.y - upper.y));

/**
 * The nose's offset from the head's centre along the eye line, in face widths: turning the head moves
 * it, tilting the head (or the whole body) sideways does not.
 */
function yawOf(
  nose: Keypoint,
  centre: { x: number; y: number },
  [a, b]: [Keypoint, Keypoint],
  faceWidth: number,
): number {
  const length = Math.hypot(b.x - a.x, b.y - a.y) || 1;
  const along = ((nose.x - centre.x) * (b.x - a.x) + (nose.y - centre.y) * (b.y - a.y)) / length;
  return (Math.sign(b.x - a.x) || 1) * (along / faceWidth);
}

/** A chin propped on a hand keeps the elbow on the desk, below the shoulder: only a raised elbow counts. */
const elbowAbove = (elbow: Keypoint | undefined, shoulder: Keypoint) =>
  elbow !== undefined && elbow.y < shoulder.y;

/**
 * The face alone, when both eyes are seen: what is left to measure when the shoulders are not (a user
 * leaning close to the screen fills the frame with the face, and the model loses a shoulder or both).
 */
export function measureFace(keypoints: readonly Keypoint[]): FaceMeasurement | undefined {
  const leftEye = point(keypoints, 'leftEye');
  const rightEye = point(keypoints, 'rightEye');
  if (!leftEye || !rightEye) return undefined;
  const leftEar = point(keypoints, 'leftEar');
  const rightEar = point(keypoints, 'rightEar');
  const earWidth = leftEar && rightEar ? distance(leftEar, rightEar) : undefined;
  const eyeWidth = distance(leftEye, rightEye);
  return { earWidth, eyeWidth, faceWidth: earWidth ?? eyeWidth * 2 };
}

/** A face this much larger than the calibrated one has come nearer the camera, not turned away. */
const nearerFace = 1.15;

/**
 * `calibratedFace`: the face width of a front-view calibration. A user hunched close to the screen
 * shows a face that grows faster than the shoulders (it is nearer), until the shoulder line looks
 * narrower than the face as it does from the side; with the face well above its calibrated size the
 * view is still the front one.
 */
export function measureFrame(
  keypoints: readonly Keypoint[],
  calibratedFace?: number,
): FrameMeasurement | MissingReason {
  const confident = keypoints.filter((k) => k.score >= 0.3).length;
  if (confident < 3) return 'noPerson';
  const nose = point(keypoints, 'nose');
  const leftShoulder = point(keypoints, 'leftShoulder');
  const rightShoulder = point(keypoints, 'rightShoulder');
  const leftEar = point(keypoints, 'leftEar');
  const rightEar = point(keypoints, 'rightEar');
  const leftEye = point(keypoints, 'leftEye');
  const rightEye = point(keypoints, 'rightEye');

  const face = measureFace(keypoints);
  if (leftShoulder && rightShoulder && nose && leftEye && rightEye && face) {
    const shoulderWidth = distance(leftShoulder, rightShoulder);
    const ears = leftEar && rightEar ? mid(leftEar, rightEar) : undefined;
    const eyes = mid(leftEye, rightEye);
    const { earWidth, eyeWidth, faceWidth } = face;
    // A shoulder line much narrower than the face means the camera sees the user from the side.
    const nearer = calibratedFace !== undefined && faceWidth > calibratedFace * nearerFace;
    if (shoulderWidth > faceWidth * 0.9 || nearer) {
      const shoulders = mid(leftShoulder, rightShoulder);
      const eyeHeight = (shoulders.y - eyes.y) / shoulderWidth;
      return {
        view: 'front',
        shoulderWidth,
        faceWidth,
        headHeight: ears ? (shoulders.y - ears.y) / shoulderWidth : eyeHeight,
        earWidth,
        eyeWidth,
        eyeHeight,
        earsBelowEyes: ears && earWidth ? (ears.y - eyes.y) / earWidth : undefined,
        shoulderAngle: lineAngle(leftShoulder, rightShoulder),
        headAngle: lineAngle(leftEye, rightEye),
        // The head's centre (ears, else eyes), not the nose: turning to a second monitor swings the
        // nose sideways but leaves the head over the shoulders.
        headOffset: ((ears ?? eyes).x - shoulders.x) / shoulderWidth,
        headYaw: yawOf(
          nose,
          ears ?? eyes,
          leftEar && rightEar ? [leftEar, rightEar] : [leftEye, rightEye],
          faceWidth,
        ),
        armsRaised:
          elbowAbove(point(keypoints, 'leftElbow'), leftShoulder) ||
          elbowAbove(point(keypoints, 'rightElbow'), rightShoulder),
        shoulderX: shoulders.x,
        shoulderY: shoulders.y,
      };
    }
  }
  return measureSide(keypoints) ?? 'notInFrame';
}

/** From the side: whichever ear, shoulder and hip the camera sees best. */
function measureSide(keypoints: readonly Keypoint[]): FrameMeasurement | undefined {
  const sides = (['left', 'right'] as const).map((side) => ({
    ear: point(keypoints, `${side}Ear`),
    shoulder: point(keypoints, `${side}Shoulder`),
    hip: point(keypoints, `${side}Hip`),
  }));
  const best = sides
    .filter((s) => s.ear && s.shoulder)
    .sort((a, b) => b.ear!.score + b.shoulder!.score - (a.ear!.score + a.shoulder!.score))[0];
  if (!best?.ear || !best.shoulder) return undefined;
  const torsoLength = best.hip ? distance(best.shoulder, best.hip) : undefined;
  const scale = torsoLength ? torsoLength / 2 : distance(best.ear, best.shoulder);
  return {
    view: 'side',
    shoulderWidth: scale,
    faceWidth: scale,
    headHeight: (best.shoulder.y - best.ear.y) / scale,
    shoulderAngle: 0,
    headAngle: 0,
    headOffset: 0,
    neckInclination: inclination(best.ear, best.shoulder),
    torsoInclination: best.hip ? inclination(best.shoulder, best.hip) : undefined,
  };
}
