import { blazePoseModelType, type PoseModelChoice } from '../detector/pose-models';
import type { Calibration } from '../engine/calibration';

/**
 * A calibration holds only for the landmark model that made it. The models place the eyes, ears and
 * shoulders differently, so one model's upright posture read against another's frames is off: on the
 * truth set, a MoveNet calibration judged by BlazePose cued 11 of 43 good and everyday clips, and a
 * BlazePose lite one judged by BlazePose full cued 22 (docs/decisions/024-blazepose-full.md).
 */
export const landmarkModels: Record<PoseModelChoice, string> = {
  fast: 'movenet-lightning',
  precise: `blazepose-${blazePoseModelType}`,
};

/** Tags a new calibration with the landmark model that made it. */
export const madeWith = (calibration: Calibration, model: PoseModelChoice): Calibration => ({
  ...calibration,
  landmarks: landmarkModels[model],
});

/**
 * The calibration, if `model` can use it. One stored before calibrations were tagged was made with
 * MoveNet (the default) or with BlazePose lite, which no longer runs: it holds for MoveNet only.
 */
export function calibrationFor(
  calibration: Calibration | undefined,
  model: PoseModelChoice,
): Calibration | undefined {
  if (!calibration) return undefined;
  return (calibration.landmarks ?? landmarkModels.fast) === landmarkModels[model] ? calibration : undefined;
}
