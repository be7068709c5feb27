import type { Calibration } from './calibration';
import type { FrameMeasurement } from './metrics';
import type { MetricId } from './thresholds';

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
  const sizeRatio =
    (frame.shoulderWidth / calibration.shoulderWidth + frame.faceWidth / calibration.faceWidth) / 2;
  return {
    headDrop: Math.max(0, calibration.headHeight - frame.headHeight),
    lean: Math.max(0, sizeRatio - 1),
    shoulderTilt: Math.abs(frame.shoulderAngle - calibration.shoulderAngle),
    headTilt: Math.abs(frame.headAngle - calibration.headAngle),
    lateralLean: Math.abs(frame.headOffset - calibration.headOffset),
  };
}
