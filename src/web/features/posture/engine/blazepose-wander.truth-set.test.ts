import { describe, expect, it } from 'vitest';
import { CalibrationWindow } from './calibration-window';
import { modelThresholds } from './model-thresholds';
import { PosturePipeline } from './posture-pipeline';
import fixture from './testing/truth-set-blazepose-wander.json';
import {
  fixtureKeypoints,
  fixtureOval,
  fixturePictureWidth,
  type FixtureFrame,
} from './testing/truth-set-frames';

/**
 * The browser test's sunk head with BlazePose chosen (tests/e2e/posture-continuous.spec.ts), as /pose
 * read it in Chromium on a busy machine: the astronaut photo still and upright, then her head sunk.
 * BlazePose's shoulder points wandered on the still picture with the region it tracks, its shoulder
 * line past its bad limit, and the shoulders were cued before she slouched (decision 065).
 */
type Frame = FixtureFrame & { phase: 'warming' | 'calibrating' | 'monitoring' };
const frames = fixture.frames as Frame[];
const { slouchFromMs } = fixture;

/** Calibrates as /pose did (the window restarted while the detector warmed up), then monitors. */
function replay() {
  const pipeline = new PosturePipeline('precise', { sensitivity: 5 });
  pipeline.setPictureWidth(fixturePictureWidth);
  let window: CalibrationWindow | undefined;
  let calibrated: ReturnType<CalibrationWindow['add']> | undefined;
  const run = [];
  for (const f of frames) {
    const read = [fixtureKeypoints(f, 'precise'), f.t, fixtureKeypoints(f, 'fast'), fixtureOval(f)] as const;
    if (f.phase !== 'monitoring') {
      const { frame } = pipeline.measure(...read);
      if (f.phase === 'warming') window = new CalibrationWindow(f.t);
      else calibrated = (window ??= new CalibrationWindow(f.t)).add(f.t, frame);
      if (calibrated?.done && calibrated.result.ok) pipeline.setCalibration(calibrated.result.calibration);
      continue;
    }
    run.push({ t: f.t, ...pipeline.process(...read) });
  }
  if (!calibrated?.done || !calibrated.result.ok) throw new Error('not calibrated');
  return { calibration: calibrated.result.calibration, run };
}

describe('BlazePose on a still picture, MoveNet beside it', () => {
  const { calibration, run } = replay();
  const upright = run.filter((f) => f.t < slouchFromMs && f.frame);

  it('wanders: its own shoulder line tilts past its bad limit while MoveNet’s holds still', () => {
    const own = upright.map((f) => Math.abs(f.frame!.shoulderAngle - calibration.shoulderAngle));
    const beside = upright.map((f) =>
      Math.abs(f.frame!.companion!.shoulderAngle - calibration.companionShoulderAngle!),
    );
    expect(Math.max(...own)).toBeGreaterThan(modelThresholds.precise.shoulderTilt.bad);
    expect(Math.max(...beside)).toBeLessThan(modelThresholds.fast.shoulderTilt.fair);
  });

  it('counts the tilt only as far as MoveNet sees it: sitting still stays good, uncued', () => {
    expect(upright.length).toBeGreaterThan(30);
    expect(upright.filter((f) => f.update?.status === 'bad')).toEqual([]);
    expect(upright.filter((f) => f.update?.alert)).toEqual([]);
  });

  it('cues the sunk head that follows, by name, within 15 s', () => {
    const cue = run.find((f) => f.update?.alert)?.update?.alert;
    expect(cue?.metric).toBe('headDrop');
    expect(cue!.at - slouchFromMs).toBeGreaterThan(0);
    expect(cue!.at - slouchFromMs).toBeLessThan(15_000);
  });
});
