import type { PoseModelChoice } from '../detector/pose-models';
import type { Calibration } from './calibration';
import { lookAroundAllowance, lookAroundMs, mergeLookAround } from './look-around';
import type { FrameMeasurement } from './metrics';
import { moveNetUnits } from './model-thresholds';
import { ownSlouchFrom, ownSlouchMs, withoutOwnSlouch } from './own-slouch';

/**
 * What the user may add to a calibration once it is made, each by holding a posture for a few
 * seconds: a look at the screen's corners (look-around.ts), their own usual slouch (own-slouch.ts).
 */
export type CalibrationExtra = 'lookAround' | 'ownSlouch';

export const extraDurationMs: Record<CalibrationExtra, number> = {
  lookAround: lookAroundMs,
  ownSlouch: ownSlouchMs,
};

/** The calibration with what the run's frames showed added to it, as `model` read them. */
export function withExtra(
  kind: CalibrationExtra,
  frames: Array<{ t: number; frame: FrameMeasurement | null }>,
  base: Calibration,
  model: PoseModelChoice,
): Calibration {
  if (kind === 'lookAround') {
    // A second look (another screen) widens what the first allowed, never narrows it.
    const allowance = lookAroundAllowance(
      frames.map((f) => f.frame),
      base,
    );
    return { ...base, ...mergeLookAround(base, allowance) };
  }
  // A slouch shown again replaces the one shown before — unless the camera hardly saw the user.
  const shown = ownSlouchFrom(frames, base, moveNetUnits(model));
  return Object.keys(shown).length ? { ...withoutOwnSlouch(base), ...shown } : base;
}
