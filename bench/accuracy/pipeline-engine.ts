import { facesReadBefore } from '../../src/web/features/posture/detector/face-finder-options';
import type { PoseModelChoice } from '../../src/web/features/posture/detector/pose-models';
import { lookAroundAllowance } from '../../src/web/features/posture/engine/look-around';
import { moveNetUnits, type LimitOptions } from '../../src/web/features/posture/engine/model-thresholds';
import { ownSlouchFrom } from '../../src/web/features/posture/engine/own-slouch';
import { PosturePipeline } from '../../src/web/features/posture/engine/posture-pipeline';
import type { ClipRun, Engine, PoseFrame } from './evaluate';
import { calibrateAsPose } from './calibrate-as-pose';
import { rigFrame } from './rig/rig-types';
import { uprightHoldSeconds } from './truth-set';

/**
 * Postura's own pipeline (the class the page runs) as the benchmark's engine: calibrate on the
 * calibration frames, then play the clip frame by frame on the clip's clock. With `shownSlouch`
 * (per model), the user also showed their own slouch after calibrating (own-slouch.ts).
 */
export function pipelineEngine(
  options: LimitOptions = { sensitivity: 5 },
  shownSlouch?: (model: PoseModelChoice) => PoseFrame[],
): Engine {
  return (model, calibrationFrames, clip) => {
    const pipeline = new PosturePipeline(model, options);
    pipeline.setPictureWidth(rigFrame.width);
    const frames = asPoseReadsOvals(calibrationFrames).map((f) => ({
      t: f.t,
      frame: pipeline.measure(f.keypoints, f.t, f.companion, f.oval).frame,
    }));
    const result = calibrateAsPose(frames);
    // /pose would ask the user to try again; here every clip of the condition goes uncued.
    if (!result.ok) return { statuses: [], cues: [], calibrationFailed: result.problem };
    const look = frames.filter((f) => f.t >= uprightHoldSeconds * 1000).map((f) => f.frame);
    let calibration = { ...result.calibration, ...lookAroundAllowance(look, result.calibration) };
    if (shownSlouch) {
      const shown = shownSlouch(model).map((f) => ({
        t: f.t,
        frame: pipeline.measure(f.keypoints, f.t, f.companion, f.oval).frame,
      }));
      calibration = { ...calibration, ...ownSlouchFrom(shown, calibration, moveNetUnits(model)) };
    }
    pipeline.setCalibration(calibration);
    const run: ClipRun = { statuses: [], cues: [] };
    // The clip follows the calibration on one clock, as it does on /pose.
    const start = (calibrationFrames.at(-1)?.t ?? 0) + 333;
    for (const f of asPoseReadsFaces(asPoseReadsOvals(clip))) {
      const { update } = pipeline.process(f.keypoints, start + f.t, f.companion, f.oval, f.faces);
      if (!update) continue;
      run.statuses.push({ t: f.t, status: update.status, score: update.score });
      if (update.alert) run.cues.push({ t: f.t, metric: update.alert.metric, kind: update.alert.kind });
    }
    return run;
  };
}

/**
 * The frames with the face model's oval as /pose's worker sends it (detector/face-oval-model.ts): it
 * reads every second frame after that frame's landmarks have left, so each frame carries the oval of
 * the latest earlier frame it read. BENCH_ACCURACY_OVAL_LAG=0 gives each frame its own oval.
 */
export function asPoseReadsOvals(frames: PoseFrame[]): PoseFrame[] {
  if (process.env.BENCH_ACCURACY_OVAL_LAG === '0') return frames;
  return frames.map((f, i) => ({ ...f, oval: i === 0 ? undefined : frames[(i - 1) & ~1]!.oval }));
}

/**
 * The frames with the faces the worker's face finder sends with them (detector/face-finder-model.ts):
 * read on every third frame after its landmarks have left, each frame carries the latest earlier
 * reading. Frames rendered without the finder carry none.
 */
export function asPoseReadsFaces(frames: PoseFrame[]): PoseFrame[] {
  return frames.map((f, i) => {
    const read = facesReadBefore(i);
    return { ...f, faces: read === undefined ? undefined : frames[read]!.faces };
  });
}
