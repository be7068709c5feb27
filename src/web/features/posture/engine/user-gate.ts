import type { Calibration } from './calibration';
import type { FrameMeasurement } from './metrics';

/**
 * Only the calibrated user's posture counts. A skeleton much smaller than the user's (someone behind
 * them), far to one side (someone else in the frame), or shoulders risen well above where the user
 * sat (standing up) is not a posture to judge: the frame counts as nobody there, which after a few
 * seconds reads as away — never as a slouch. Limits in calibrated shoulder widths.
 */
export const userGate = { minScale: 0.6, maxScale: 2.2, maxShift: 1.2, maxRise: 0.6 };

/**
 * Why a frame is not the calibrated user's posture: a skeleton of another size (someone behind, or
 * the user now much nearer or further), one far to the side (someone else, or the user's chair
 * moved), or shoulders risen (standing up). Undefined when it is the user.
 */
export type NotTheUser = 'size' | 'aside' | 'risen';

export function whyNotTheUser(
  frame: Pick<FrameMeasurement, 'view' | 'shoulderWidth' | 'shoulderX' | 'shoulderY'>,
  calibration: Calibration,
): NotTheUser | undefined {
  if (frame.view !== calibration.view) return undefined;
  const scale = frame.shoulderWidth / calibration.shoulderWidth;
  if (scale < userGate.minScale || scale > userGate.maxScale) return 'size';
  if (calibration.shoulderX === undefined || calibration.shoulderY === undefined) return undefined;
  if (frame.shoulderX === undefined || frame.shoulderY === undefined) return undefined;
  const width = calibration.shoulderWidth;
  if (Math.abs(frame.shoulderX - calibration.shoulderX) > userGate.maxShift * width) return 'aside';
  return calibration.shoulderY - frame.shoulderY > userGate.maxRise * width ? 'risen' : undefined;
}
