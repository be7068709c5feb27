import type { Calibration } from './calibration';
import type { FrameMeasurement } from './metrics';
import type { MetricId } from './thresholds';

/** Below this share of its calibrated width (against the shoulders'), the face is turned away. */
export const turnedFaceRatio = 0.85;
/** Beyond this sideways shift of the nose (face widths) from calibration, the head is turned. */
export const turnedYaw = 0.2;

/**
 * How far each metric has moved from the calibrated posture, in the direction that matters (a head
 * held higher than at calibration is not a fault). Metrics the view cannot show are left out.
 */
export function deviations(
  frame: FrameMeasurement,
  calibration: Calibration,
): Partial<Record<MetricId, number>> {
  if (frame.view === 'side') {
    const result: Partial<Record<MetricId, number>> = {};
    if (frame.neckInclination !== undefined && calibration.neckInclination !== undefined) {
      result.neck = Math.max(0, frame.neckInclination - calibration.neckInclination);
    }
    if (frame.torsoInclination !== undefined && calibration.torsoInclination !== undefined) {
      result.torso = Math.max(0, frame.torsoInclination - calibration.torsoInclination);
    }
    return result;
  }
  const shoulderRatio = frame.shoulderWidth / calibration.shoulderWidth;
  const { faceRatio, headDrop } = headAgainst(frame, calibration);
  const sizeRatio = (shoulderRatio + faceRatio) / 2;
  const result: Partial<Record<MetricId, number>> = { lean: Math.max(0, sizeRatio - 1) };
  // Arms up (a stretch) lift the shoulders: the head then only looks lower over them, and they draw
  // the shoulder points in.
  if (!frame.armsRaised) {
    result.headDrop = Math.max(0, headDrop);
    // A head pushed toward the screen comes nearer the camera than the shoulders do, so the face
    // grows against them. Sitting nearer grows both alike; leaning in from the hips brings the face
    // only a little nearer than the shoulders, which sit most of the way up from the hips.
    result.headForward = Math.max(0, faceRatio / shoulderRatio - 1);
  }
  // A face much narrower than the shoulders say it should be is turned away (to a second monitor, to
  // someone in the room): its eye line and sideways offset say where it looks, not how the user sits,
  // and a turned upper body skews the shoulder line the model sees.
  const turned =
    faceRatio / shoulderRatio < turnedFaceRatio ||
    (frame.headYaw !== undefined &&
      calibration.headYaw !== undefined &&
      Math.abs(frame.headYaw - calibration.headYaw) > turnedYaw);
  if (!turned) {
    result.headTilt = Math.abs(frame.headAngle - calibration.headAngle);
    // One arm up tilts the shoulder line and moves its midpoint from under the head.
    if (!frame.armsRaised) {
      result.shoulderTilt = Math.abs(frame.shoulderAngle - calibration.shoulderAngle);
      result.lateralLean = Math.abs(frame.headOffset - calibration.headOffset);
    }
  }
  return result;
}

/**
 * The face's growth and the head's drop, measured on the landmarks the calibration had: the ears
 * where it and the frame both see them, else the eyes. Ears that come and go (hair over them, a
 * landmark's confidence hovering at its limit) would otherwise make the head jump: the ears sit lower
 * and wider apart than the eyes (MoveNet, the truth set's laptop view: 0.1 shoulder widths lower, 1.26×
 * twice the eyes' spacing), which reads as a dropped head pushed forward. Calibrations stored before
 * both were kept compare the mixed measure, as before.
 */
function headAgainst(
  frame: FrameMeasurement,
  calibration: Calibration,
): { faceRatio: number; headDrop: number } {
  const { earWidth, earHeight, eyeWidth, eyeHeight } = calibration;
  if (earWidth && earHeight !== undefined && frame.earWidth && frame.earHeight !== undefined)
    return { faceRatio: frame.earWidth / earWidth, headDrop: earHeight - frame.earHeight };
  if (eyeWidth && eyeHeight !== undefined && frame.eyeWidth && frame.eyeHeight !== undefined)
    return { faceRatio: frame.eyeWidth / eyeWidth, headDrop: eyeHeight - frame.eyeHeight };
  return {
    faceRatio: frame.faceWidth / calibration.faceWidth,
    headDrop: calibration.headHeight - frame.headHeight,
  };
}
