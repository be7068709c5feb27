/**
 * A head craned toward the screen after sitting back against the backrest (decision 047). Shoulders
 * that read narrower than calibrated leave the forward head only the face's own growth (deviations.ts,
 * `narrowedShoulders`), and a reclined face does not grow: it goes back with the trunk, less far than
 * the shoulders. What the face kept of its distance is the crane.
 */

/**
 * The recline carries the shoulders back as far as their height above the hips and the sin of the
 * recline say (12 cm for 15° at 48 cm), the face as far less as the head is craned. A forearm, a
 * colleague or the model narrows the shoulders with the face mostly as it was (decisions 038, 039).
 * When the face has shrunk by at least this share of the shoulders' shrink, the user sat back: a crane
 * that cancels two thirds of a 15° recline's setback is over 8 cm, and a face brought nearer than
 * calibrated counts its own growth anyway.
 */
const satBackFaceShare = 1 / 3;

/**
 * Shoulders and face both read narrower than calibrated, the face by its share of a recline's shrink,
 * the shoulders narrowed about their middle: a recline draws both shoulders in, where a forearm across
 * the chest pulls one point in and moves the midpoint by half the narrowing (`shift`, signed, in
 * calibrated shoulder widths). Past half of that, the narrowing is one-sided.
 */
const satBack = (shoulderRatio: number, faceRatio: number, shift: number) =>
  shoulderRatio < faceRatio &&
  faceRatio < 1 &&
  1 - faceRatio >= satBackFaceShare * (1 - shoulderRatio) &&
  Math.abs(shift) <= (1 - shoulderRatio) / 4;

/**
 * A head craned forward after sitting back, in the units of the face's growth against the shoulders.
 * Each width is inversely as its distance, so 1/shoulderRatio − 1/faceRatio is how much further back
 * the shoulders went than the face, in calibrated distances (both taken as the camera's distance to
 * the user). The face's growth against the shoulders would understate it, by the face's own ratio: a
 * head craned 6 cm forward after sitting back 15° reads 0.042–0.118 that way (median while held; this
 * measure 0.051–0.142), where the same crane sitting upright reads 0.079–0.123 (MoveNet, the truth
 * set's seven people at the laptop camera; the 6 cm is the forward head's bad line, 5 cm, and more).
 * An upright crane of depth d (in calibrated distances) grows the face against the shoulders by
 * d / (1 − d); the crane after sitting back counts as that, so both are judged against one limit.
 */
function cranedFromSatBack(shoulderRatio: number, faceRatio: number): number {
  const depth = 1 / shoulderRatio - 1 / faceRatio;
  return depth / (1 - depth);
}

/**
 * The forward head read from a head craned after sitting back, in the units of the face's growth
 * against the shoulders; 0 unless the user sat back. Ratios are against calibration; `shift` is the
 * shoulders' sideways shift in calibrated shoulder widths.
 */
export const cranedAfterSittingBack = (shoulderRatio: number, faceRatio: number, shift: number) =>
  satBack(shoulderRatio, faceRatio, shift) ? cranedFromSatBack(shoulderRatio, faceRatio) : 0;
