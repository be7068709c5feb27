import type { Calibration } from './calibration';
import type { FrameMeasurement } from './metrics';

/**
 * Only the calibrated user's posture counts. A skeleton much smaller than the user's (someone behind
 * them), far to one side (someone else in the frame), or shoulders risen well above where the user
 * sat (standing up) is not a posture to judge: the frame counts as nobody there, which after a few
 * seconds reads as away — never as a slouch. Limits in calibrated shoulder widths.
 */
export const userGate = { minScale: 0.6, maxScale: 2.2, maxShift: 1.2, maxRise: 0.6 };

export function isSomeoneElse(frame: FrameMeasurement, calibration: Calibration): boolean {
  if (frame.view !== calibration.view) return false;
  const scale = frame.shoulderWidth / calibration.shoulderWidth;
  if (scale < userGate.minScale || scale > userGate.maxScale) return true;
  if (calibration.shoulderX === undefined || calibration.shoulderY === undefined) return false;
  if (frame.shoulderX === undefined || frame.shoulderY === undefined) return false;
  const width = calibration.shoulderWidth;
  if (Math.abs(frame.shoulderX - calibration.shoulderX) > userGate.maxShift * width) return true;
  return calibration.shoulderY - frame.shoulderY > userGate.maxRise * width;
}
