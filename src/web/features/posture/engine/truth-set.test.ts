import { describe, expect, it } from 'vitest';
import type { PoseModelChoice } from '../detector/pose-models';
import { maxWiden, recordSittingFine, widenFactors, type Learning } from '../learning/personal-limits';
import { calibrate } from './calibration';
import type { Keypoint } from './keypoints';
import { lookAroundAllowance } from './look-around';
import type { LimitOptions } from './model-thresholds';
import { PosturePipeline } from './posture-pipeline';
import { statusBands } from './score';
import fixture from './testing/truth-set-landmarks.json';

/**
 * The posture rules, replayed on landmarks the real models read from the labelled truth set
 * (bench/accuracy, docs/decisions/013): a slice of the laptop condition, both models, no browser.
 */
type Frame = { t: number; fast: number[][]; precise: number[][] };
const clips = fixture.clips as Record<string, { label: 'good' | 'everyday' | 'bad'; frames: Frame[] }>;
const keypoints = (frame: Frame, model: PoseModelChoice): Keypoint[] =>
  frame[model].map(([x, y, score]) => ({ x: x!, y: y!, score: score! / 100 }));

function play(model: PoseModelChoice, clipId: string, options: LimitOptions = { sensitivity: 5 }) {
  const pipeline = new PosturePipeline(model, options);
  const frames = (fixture.calibration as Frame[]).map((f) => ({
    t: f.t,
    frame: pipeline.measure(keypoints(f, model), f.t).frame,
  }));
  const result = calibrate(
    frames.filter((f) => f.t >= 1000 && f.t < 5000).map((f) => f.frame),
    0.5,
  );
  if (!result.ok) throw new Error(result.problem);
  const look = frames.filter((f) => f.t >= 5000).map((f) => f.frame);
  pipeline.setCalibration({ ...result.calibration, ...lookAroundAllowance(look, result.calibration) });
  const start = 20_000;
  return clips[clipId]!.frames.map((f) => ({
    t: f.t,
    ...pipeline.process(keypoints(f, model), start + f.t),
  }));
}
const cuesOf = (run: ReturnType<typeof play>) =>
  run.filter((f) => f.update?.alert).map((f) => f.update!.alert!);

describe.each<PoseModelChoice>(['fast', 'precise'])(
  'the truth set, read by %s, at the default sensitivity',
  (model) => {
    const bad = Object.keys(clips).filter((id) => clips[id]!.label === 'bad');
    const quiet = Object.keys(clips).filter((id) => clips[id]!.label !== 'bad');

    it.each(bad)('cues %s within 20 s of the slouch', (id) => {
      const cues = cuesOf(play(model, id));
      expect(cues.length).toBeGreaterThan(0);
      expect(cues[0]!.kind).toBe('alert');
      expect(cues[0]!.at - 20_000).toBeLessThan(22_000);
    });

    it.each(quiet)('stays quiet on %s', (id) => {
      expect(cuesOf(play(model, id))).toEqual([]);
    });

    it('names the metric the slouch moves', () => {
      expect(cuesOf(play(model, 'sink-quarter'))[0]!.metric).toBe('headDrop');
      expect(cuesOf(play(model, 'lean-10cm'))[0]!.metric).toBe('lean');
    });

    it('shows a score inside the band of the status it shows, on every frame of every clip', () => {
      for (const id of Object.keys(clips)) {
        for (const { update } of play(model, id)) {
          if (!update || update.status === 'away' || update.score === undefined) continue;
          const band = statusBands[update.status];
          expect(update.score, `${id}: ${update.status} ${update.score}`).toBeGreaterThanOrEqual(band.min);
          expect(update.score, `${id}: ${update.status} ${update.score}`).toBeLessThanOrEqual(band.max);
        }
      }
    });

    it('never reads standing up or a colleague passing behind as a slouch', () => {
      for (const id of ['stand-up', 'colleague-passes']) {
        expect(play(model, id).some((f) => f.update?.status === 'bad')).toBe(false);
      }
      expect(play(model, 'stand-up').at(-1)!.update!.status).toBe('away');
    });

    it('still cues a slouch after any number of "I\'m sitting fine" answers: widening stops at 1.5×', () => {
      let learning: Learning = {};
      for (let i = 0; i < 30; i++)
        learning = recordSittingFine(recordSittingFine(learning, 'headDrop'), 'lean');
      expect(widenFactors(learning).headDrop).toBe(maxWiden);
      const widen = widenFactors(learning);
      expect(cuesOf(play(model, 'sink-quarter', { sensitivity: 5, widen })).length).toBeGreaterThan(0);
      expect(cuesOf(play(model, 'slump-20', { sensitivity: 5, widen })).length).toBeGreaterThan(0);
    });

    it('lets a Pro user relax one measure without relaxing the others', () => {
      const relaxedHead = { sensitivity: 5, measureSensitivity: { headDrop: 1 } };
      expect(cuesOf(play(model, 'neck-30', relaxedHead))).toEqual([]);
      expect(cuesOf(play(model, 'lean-10cm', relaxedHead)).length).toBeGreaterThan(0);
      const strictTilts = { sensitivity: 5, measureSensitivity: { tilts: 10 } };
      expect(cuesOf(play(model, 'head-tilt-20', strictTilts)).length).toBeGreaterThan(0);
    });
  },
);
