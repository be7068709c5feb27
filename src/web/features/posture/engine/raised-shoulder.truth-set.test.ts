import { describe, expect, it } from 'vitest';
import type { PoseModelChoice } from '../detector/pose-models';
import { modelThresholds } from './model-thresholds';
import { defaultTiming } from './posture-state-machine';
import raisedFixture from './testing/truth-set-raised-shoulder.json';
import laptopFixture from './testing/truth-set-landmarks.json';
import { clipStartMs, heldFront, median, playClip, type FixtureCondition } from './testing/truth-set-replay';

/**
 * A shoulder raised 10° at the laptop camera (decision 070): the other shoulder for seven people
 * (held out), and Hopper's, the first raised shoulder MoveNet also read as a sunk head. Raising one
 * shoulder lifts the shoulders' midpoint, and the eyes read lower over it, as a head sunk toward the
 * shoulders does: MoveNet read the head dropped to its bad line beside the tilt, and the head's longer
 * grace put the cue off by 5 s.
 */
const people: Array<[string, FixtureCondition, string]> = [
  ...(Object.entries(raisedFixture.conditions) as Array<[string, FixtureCondition]>).map(
    ([id, person]): [string, FixtureCondition, string] => [id, person, 'shoulder-tilt-10-other-way'],
  ),
  ['hopper-laptop', laptopFixture.secondPerson as FixtureCondition, 'shoulder-tilt-10'],
];
const models: PoseModelChoice[] = ['fast', 'precise'];
/** The clips hold the posture from their second 2. */
const heldFromMs = 2000;

describe('a raised shoulder', () => {
  it.each(models)('%s cues it by name within the body’s grace, not the head’s', (model) => {
    for (const [id, person, clip] of people) {
      const cue = playClip(person, model, clip).cues[0];
      expect(cue?.metric, id).toBe('shoulderTilt');
      // The body's 5 s grace, the rolling median's half window and the fault's confirmation; the
      // head's grace alone is 10 s.
      expect(cue!.at - clipStartMs - heldFromMs, id).toBeLessThan(defaultTiming.headGraceMs);
    }
  });

  it.each(models)('%s does not read it as a head sunk to its bad line', (model) => {
    for (const [id, person, clip] of people) {
      const held = heldFront(playClip(person, model, clip)).map((f) => f.devs?.headDrop ?? 0);
      expect(median(held), id).toBeLessThan(modelThresholds[model].headDrop.bad);
    }
  });

  // A head sunk into the shoulders keeps its whole drop: the shoulder line barely tilts there.
  it.each(models)('%s still cues Hopper’s head sunk a quarter of the shoulders as a head drop', (model) => {
    const cue = playClip(laptopFixture.secondPerson as FixtureCondition, model, 'sink-quarter').cues[0];
    expect(cue?.metric).toBe('headDrop');
  });
});
