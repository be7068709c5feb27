import { describe, expect, it } from 'vitest';
import type { PoseModelChoice } from '../detector/pose-models';
import { companionCalibration } from './companion-reading';
import fixture from './testing/truth-set-shoulders-spread.json';
import { clipStartMs, heldFront, median, playClip, type FixtureCondition } from './testing/truth-set-replay';

/**
 * BlazePose full spreads its shoulder points as the head comes forward, where MoveNet beside it reads
 * them nearly still (decision 079): the astronaut broad-built, and calibrated in dim light then judged
 * in full. The lean counts the lesser of the two models' shoulder growth, so her forward head is cued
 * by name, not as leaning in; a lean and a slump, which both models read, still are.
 */
const people = Object.entries(fixture.conditions) as Array<[string, FixtureCondition]>;
const models: PoseModelChoice[] = ['fast', 'precise'];

describe('shoulders one model spreads as the head comes forward', () => {
  it('the premise: BlazePose reads her shoulders wider as her head comes forward, MoveNet beside it less', () => {
    for (const [id, person] of people) {
      const played = playClip(person, 'precise', 'forward-head');
      const beside = companionCalibration(played.calibration)!;
      const held = heldFront(played);
      const own = median(held.map((f) => f.frame!.shoulderWidth / played.calibration.shoulderWidth));
      const moveNet = median(held.map((f) => f.frame!.companion!.shoulderWidth / beside.shoulderWidth));
      expect(own, id).toBeGreaterThan(1.1);
      expect(own - moveNet, id).toBeGreaterThan(0.05);
    }
  });

  it.each(models)('%s names the forward head, within 20 s of it', (model) => {
    for (const [id, person] of people) {
      const cue = playClip(person, model, 'forward-head').cues[0];
      expect(cue?.metric, id).toBe('headForward');
      // The clip holds the posture from its second 2.
      expect(cue!.at - clipStartMs - 2000, id).toBeLessThan(20_000);
    }
  });

  it.each(models)('%s still cues leaning in 10 cm and the 20° slump as leaning in', (model) => {
    for (const [id, person] of people) {
      for (const clip of ['lean-10cm', 'slump-20']) {
        const cue = playClip(person, model, clip).cues[0];
        expect(cue?.metric, `${id} ${clip}`).toBe('lean');
        expect(cue!.at - clipStartMs - 2000, `${id} ${clip}`).toBeLessThan(20_000);
      }
    }
  });

  it.each(models)('%s stays quiet while she reads a phone', (model) => {
    for (const [id, person] of people) expect(playClip(person, model, 'read-phone').cues, id).toEqual([]);
  });
});
