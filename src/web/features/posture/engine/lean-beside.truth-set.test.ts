import { describe, expect, it } from 'vitest';
import type { PoseModelChoice } from '../detector/pose-models';
import type { Calibration } from './calibration';
import { companionCalibration } from './companion-reading';
import { deviations } from './deviations';
import { modelThresholds } from './model-thresholds';
import fixture from './testing/truth-set-lean-beside.json';
import { clipStartMs, heldFront, median, playClip, type FixtureCondition } from './testing/truth-set-replay';

/**
 * With BlazePose, the lean is read on MoveNet beside it, as the forward head is (decision 079).
 * BlazePose's shoulder points move on their own: they spread as the astronaut's head comes forward
 * (broad-built, and calibrated in dim light then judged in full), which read as leaning in, and they
 * read Piccard's 10 cm lean at 45 cm short of its line.
 */
const people = Object.entries(fixture.conditions) as Array<[string, FixtureCondition]>;
const withForwardHead = people.filter(([id]) => id !== 'piccard-near');
const models: PoseModelChoice[] = ['fast', 'precise'];

/** The shoulders' growth while a clip is held, median, on BlazePose's points and on MoveNet's beside it. */
function heldShoulders(person: FixtureCondition, clip: string) {
  const played = playClip(person, 'precise', clip);
  const beside = companionCalibration(played.calibration)!;
  const held = heldFront(played);
  return {
    blazePose: median(held.map((f) => f.frame!.shoulderWidth / played.calibration.shoulderWidth)),
    moveNet: median(held.map((f) => f.frame!.companion!.shoulderWidth / beside.shoulderWidth)),
  };
}

describe("BlazePose's lean, read on MoveNet beside it", () => {
  it("the premise: BlazePose's shoulders spread with the head, and read Piccard's lean short", () => {
    for (const [id, person] of withForwardHead) {
      const { blazePose, moveNet } = heldShoulders(person, 'forward-head');
      expect(blazePose, id).toBeGreaterThan(1.1);
      expect(blazePose - moveNet, id).toBeGreaterThan(0.05);
    }
    const { blazePose, moveNet } = heldShoulders(fixture.conditions['piccard-near'], 'lean-10cm');
    expect(moveNet - blazePose).toBeGreaterThan(0.02);
  });

  it.each(models)('%s names the forward head, within 20 s of it', (model) => {
    for (const [id, person] of withForwardHead) {
      const cue = playClip(person, model, 'forward-head').cues[0];
      expect(cue?.metric, id).toBe('headForward');
      // The clip holds the posture from its second 2.
      expect(cue!.at - clipStartMs - 2000, id).toBeLessThan(20_000);
    }
  });

  it.each(models)('%s cues leaning in 10 cm and the 20° slump as leaning in, within 20 s', (model) => {
    for (const [id, person] of people) {
      for (const clip of Object.keys(person.clips).filter((c) => c === 'lean-10cm' || c === 'slump-20')) {
        const cue = playClip(person, model, clip).cues[0];
        expect(cue?.metric, `${id} ${clip}`).toBe('lean');
        expect(cue!.at - clipStartMs - 2000, `${id} ${clip}`).toBeLessThan(20_000);
      }
    }
  });

  // On BlazePose's own shoulders his lean read 0.121 while held (MoveNet's 0.129, the bad line 0.13),
  // and was cued 15.3 s after it began; leaning in is a fault of the body, cued on its 5 s grace once
  // it reads bad.
  it.each(models)("%s cues Piccard's 10 cm lean at 45 cm within 12 s of it", (model) => {
    const cue = playClip(fixture.conditions['piccard-near'], model, 'lean-10cm').cues[0];
    expect(cue?.metric).toBe('lean');
    expect(cue!.at - clipStartMs - 2000).toBeLessThan(12_000);
  });

  // Through /pose, a frame now and then comes without MoveNet's front view; BlazePose's own lean on one
  // of them crossed the line, the level's hysteresis held it, and the forward head was named "Sit back".
  it("leaves the lean out of a frame MoveNet did not measure, where BlazePose's own would cross its line", () => {
    const played = playClip(fixture.conditions['light-rises'], 'precise', 'forward-head');
    const alone = heldFront(played).map((f) => ({ ...f.frame!, companion: undefined }));
    expect(alone.map((frame) => deviations(frame, played.calibration).lean)).toEqual(
      alone.map(() => undefined),
    );
    const own = alone.map((frame) => deviations(frame, withoutCompanion(played.calibration)).lean!);
    expect(Math.max(...own)).toBeGreaterThan(modelThresholds.precise.lean.bad);
  });

  it.each(models)('%s stays quiet while they read a phone', (model) => {
    for (const [id, person] of people) expect(playClip(person, model, 'read-phone').cues, id).toEqual([]);
  });
});

/** A BlazePose calibration without MoveNet's reading beside it (as one made before decision 045). */
const withoutCompanion = (calibration: Calibration): Calibration =>
  Object.fromEntries(
    Object.entries(calibration).filter(([key]) => !key.startsWith('companion')),
  ) as unknown as Calibration;
