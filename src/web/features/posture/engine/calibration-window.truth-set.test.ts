import { describe, expect, it } from 'vitest';
import type { PoseModelChoice } from '../detector/pose-models';
import { calibrate } from './calibration';
import { CalibrationWindow } from './calibration-window';
import { PosturePipeline } from './posture-pipeline';
import fixture from './testing/truth-set-late-detection.json';
import {
  fixtureCompanion as companion,
  fixtureKeypoints as keypoints,
  fixtureOval,
  fixturePictureWidth,
} from './testing/truth-set-frames';
import type { FixtureCondition } from './testing/truth-set-replay';

/**
 * The sixth person at the monitor camera, as BlazePose full read him (decision 041): its person
 * detector lost him in 4 of the first 8 frames of his upright hold, then found him in every frame after.
 */
const person = fixture.conditions['lorentz-monitor'] as FixtureCondition;

/** The upright hold as /pose reads it, after the detector's warm-up (before t = 0). */
function uprightHold(model: PoseModelChoice) {
  const pipeline = new PosturePipeline(model, { sensitivity: 5 });
  pipeline.setPictureWidth(fixturePictureWidth);
  const frames = person.calibration
    .filter((f) => f.t >= 0 && f.t < 10_000)
    .map((f) => ({
      t: f.t,
      frame: pipeline.measure(keypoints(f, model), f.t, companion(f, model), fixtureOval(f)).frame,
    }));
  return { pipeline, frames };
}

describe('a person the model finds late at calibration', () => {
  it('failed a fixed 5 s calibration: BlazePose lost him in its first frames', () => {
    const { frames } = uprightHold('precise');
    const first5s = frames.filter((f) => f.t < 5000);
    expect(first5s.slice(0, 3).some((f) => f.frame === null)).toBe(true);
    expect(
      calibrate(
        first5s.map((f) => f.frame),
        0.5,
      ),
    ).toEqual({ ok: false, problem: 'notInFrame' });
  });

  it.each<PoseModelChoice>(['precise', 'fast'])(
    'calibrates %s by waiting for him, then reads his upright as good and cues his bent neck',
    (model) => {
      const { pipeline, frames } = uprightHold(model);
      const window = new CalibrationWindow(0);
      let done: ReturnType<typeof calibrate> | undefined;
      let at = 0;
      for (const f of frames) {
        const step = window.add(f.t, f.frame);
        if (step.done) {
          done = step.result;
          at = f.t;
          break;
        }
      }
      if (!done?.ok)
        throw new Error(`no calibration: ${done?.ok === false ? done.problem : 'still waiting'}`);
      // A moment past the 5 s for BlazePose; MoveNet, which saw him all along, on time.
      expect(at).toBeLessThan(model === 'precise' ? 8000 : 5400);
      pipeline.setCalibration(done.calibration);
      const play = (id: string, start: number) =>
        person.clips[id]!.frames.map(
          (f) =>
            pipeline.process(keypoints(f, model), start + f.t, companion(f, model), fixtureOval(f)).update,
        );
      expect(play('upright', 20_000).filter((u) => u?.alert)).toEqual([]);
      expect(play('neck-30', 80_000).some((u) => u?.alert?.metric === 'headDrop')).toBe(true);
    },
  );
});
