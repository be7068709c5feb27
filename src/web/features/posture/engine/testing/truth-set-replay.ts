import type { PoseModelChoice } from '../../detector/pose-models';
import type { Calibration } from '../calibration';
import { CalibrationWindow } from '../calibration-window';
import { lookAroundAllowance } from '../look-around';
import { modelThresholds } from '../model-thresholds';
import { PosturePipeline } from '../posture-pipeline';
import {
  fixtureCompanion as companion,
  fixtureFaces,
  fixtureKeypoints,
  fixtureOval,
  fixturePictureWidth,
  type FixtureFrame,
} from './truth-set-frames';

/** One condition of a truth-set fixture rendered at version 7: its calibration frames and its clips. */
export interface FixtureCondition {
  calibration: FixtureFrame[];
  clips: Record<string, { label: string; frames: FixtureFrame[] }>;
}

/** A version-7 rendering holds upright this long before the look at the screen's corners. */
const uprightHoldMs = 10_000;

/** Calibrates as /pose does: the sliding window over the upright hold, then the look at the corners. */
function calibrateOn(person: FixtureCondition, model: PoseModelChoice, pictureKnown: boolean): Calibration {
  const pipeline = new PosturePipeline(model, { sensitivity: 5 });
  if (pictureKnown) pipeline.setPictureWidth(fixturePictureWidth);
  const frames = person.calibration.map((f) => ({
    t: f.t,
    frame: pipeline.measure(fixtureKeypoints(f, model), f.t, companion(f, model), fixtureOval(f)).frame,
  }));
  const window = new CalibrationWindow(0);
  for (const f of frames.filter((f) => f.t >= 0 && f.t < uprightHoldMs)) {
    const step = window.add(f.t, f.frame);
    if (!step.done) continue;
    if (!step.result.ok) throw new Error(step.result.problem);
    const look = frames.filter((f) => f.t >= uprightHoldMs).map((f) => f.frame);
    return { ...step.result.calibration, ...lookAroundAllowance(look, step.result.calibration) };
  }
  throw new Error('no calibration in the upright hold');
}

/** The clip starts this long after the camera did (its times are the clip's own). */
export const clipStartMs = 30_000;

/**
 * Calibrates, then plays one clip through the pipeline /pose runs, at the default sensitivity.
 * `pictureKnown: false` plays it as a pipeline that was never told the picture's width.
 */
export function playClip(
  person: FixtureCondition,
  model: PoseModelChoice,
  clipId: string,
  { pictureKnown = true } = {},
) {
  const calibration = calibrateOn(person, model, pictureKnown);
  const pipeline = new PosturePipeline(model, { sensitivity: 5 });
  if (pictureKnown) pipeline.setPictureWidth(fixturePictureWidth);
  pipeline.setCalibration(calibration);
  const frames = person.clips[clipId]!.frames;
  const run = frames.map((f, i) => ({
    t: f.t,
    ...pipeline.process(
      fixtureKeypoints(f, model),
      clipStartMs + f.t,
      companion(f, model),
      fixtureOval(f),
      fixtureFaces(frames, i),
    ),
  }));
  return { calibration, run, cues: run.filter((f) => f.update?.alert).map((f) => f.update!.alert!) };
}

/** The middle of a clip's readings: what a posture held reads, past its jitter. */
export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export type PlayedClip = ReturnType<typeof playClip>;

/** A played clip's frames held past its first seconds, in front view. */
export const heldFront = ({ run }: PlayedClip) => run.filter((f) => f.t >= 4000 && f.frame?.view === 'front');

/** A width's median growth against calibration while a played clip is held. */
export const heldGrowth = (played: PlayedClip, key: 'earWidth' | 'shoulderWidth' | 'ovalWidth') =>
  median(
    heldFront(played)
      .filter((f) => f.frame![key])
      .map((f) => f.frame![key]! / played.calibration[key]!),
  );

/**
 * The neck bent 30° replayed: its head drop while held (t ≥ 4 s, median) against the model's bad
 * line, the first cue, and how long after the bend (from the clip's second 2) it came.
 */
export function playBentNeck(person: FixtureCondition, model: PoseModelChoice) {
  const { run, cues } = playClip(person, model, 'neck-30');
  const held = run.filter((f) => f.t >= 4000 && f.devs?.headDrop !== undefined);
  const drop = median(held.map((f) => f.devs!.headDrop!));
  const cue = cues[0];
  return {
    dropOverBad: drop / modelThresholds[model].headDrop.bad,
    cue,
    msAfterBend: cue && cue.at - clipStartMs - 2000,
  };
}
