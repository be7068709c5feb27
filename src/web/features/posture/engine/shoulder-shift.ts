import type { Calibration } from './calibration';
import type { FrameMeasurement } from './metrics';

/**
 * The shoulders' sideways shift from their calibrated place, in calibrated shoulder widths (signed);
 * 0 for a calibration stored before their place was kept.
 *
 * Shoulders that come nearer the camera or go back grow or shrink about the picture's middle, where
 * the lens is centred, and so move away from it or toward it: sitting back 15°, 12 cm to one side
 * of a laptop's camera, moved the truth set's four people's shoulders 0.03–0.13 of their width
 * toward the middle without any move sideways (decision 069). That part of the move, as much as
 * their growth says, is not counted where the picture's middle is known.
 */
export function shoulderShift(
  frame: Pick<FrameMeasurement, 'shoulderX' | 'shoulderWidth' | 'pictureMiddleX'>,
  calibration: Pick<Calibration, 'shoulderX' | 'shoulderWidth'>,
): number {
  if (frame.shoulderX === undefined || calibration.shoulderX === undefined) return 0;
  const middle = frame.pictureMiddleX;
  const growth = frame.shoulderWidth / calibration.shoulderWidth;
  const nearer = middle === undefined ? 0 : (growth - 1) * (calibration.shoulderX - middle);
  return (frame.shoulderX - calibration.shoulderX - nearer) / calibration.shoulderWidth;
}
