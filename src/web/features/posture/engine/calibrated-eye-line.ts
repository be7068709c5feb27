import type { Calibration } from './calibration';

/**
 * Where the eyes sat upright at calibration, carried over today's shoulders: as far above the
 * shoulders' middle as then, in today's shoulder widths (picture pixels from its top). The limits
 * overlay draws its upright line here; above zero is still inside the picture (face-above-picture.ts).
 */
export const calibratedEyeLine = (shoulderY: number, shoulderWidth: number, calibration: Calibration) =>
  shoulderY - (calibration.eyeHeight ?? calibration.headHeight) * shoulderWidth;
