import { describe, expect, it } from 'vitest';
import type { PoseModelChoice } from '../detector/pose-models';
import fixture from './testing/truth-set-off-centre.json';
import { fixturePictureWidth } from './testing/truth-set-frames';
import { clipStartMs, playClip, type FixtureCondition } from './testing/truth-set-replay';

/**
 * Sitting 12 cm to one side of a laptop camera that looks straight ahead (decision 069, held out):
 * the astronaut and Einstein to one side, Hopper and Guye to the other, as the models and FaceMesh
 * read them. Their shoulders sit a third to a half of their width off the picture's middle, so that
 * going back moves them toward it, and coming nearer away from it, without any move sideways.
 */
const people = Object.entries(fixture.conditions) as Array<[string, FixtureCondition]>;
const models: PoseModelChoice[] = ['fast', 'precise'];
/** The astronaut's crane is chance at every camera: her shoulders jump from frame to frame (recline.truth-set.test.ts). */
const craned = people.filter(([id]) => id !== 'off-centre');

describe('a user sitting to one side of the camera', () => {
  it.each(models)(
    '%s: each person sits off the picture’s middle by a third of the shoulders or more',
    (model) => {
      for (const [id, person] of people) {
        const { calibration } = playClip(person, model, 'recline-20');
        const off = (calibration.shoulderX! - fixturePictureWidth / 2) / calibration.shoulderWidth;
        expect(Math.abs(off), id).toBeGreaterThan(0.3);
      }
    },
  );

  it.each(models)('%s cues the head craned after sitting back, by name, within 20 s', (model) => {
    for (const [id, person] of craned) {
      const cue = playClip(person, model, 'recline-forward-head').cues[0];
      expect(cue?.metric, id).toBe('headForward');
      // The clip holds the posture from its second 2.
      expect(cue!.at - clipStartMs - 2000, id).toBeLessThan(20_000);
    }
  });

  // Read as raw pixels, the shoulders going back toward the picture's middle moved further than a
  // quarter of their narrowing, which says one point was pulled in (a forearm), not a recline.
  it.each(models)('%s misses that crane where the picture’s middle is not known', (model) => {
    for (const [id, person] of craned) {
      expect(playClip(person, model, 'recline-forward-head', { pictureKnown: false }).cues, id).toEqual([]);
    }
  });

  it.each(models)('%s stays quiet when they sit back 20° with the head upright', (model) => {
    for (const [id, person] of people) expect(playClip(person, model, 'recline-20').cues, id).toEqual([]);
  });

  // Named by the lean: the astronaut's shoulder line also reads past its tilt's line on some frames
  // (MoveNet), and the cue names the metric worst for most of the slouch (engine/worst-tally.ts).
  it.each(models)('%s cues leaning in 10 cm, as a lean', (model) => {
    for (const [id, person] of people)
      expect(playClip(person, model, 'lean-10cm').cues[0]?.metric, id).toBe('lean');
  });

  // Hopper's typing reads a forward head on the bad line (0.053–0.085 against 0.075, with the pose
  // model's ears spread by the bow: decision 049), as typing does at the near camera: cued in this
  // replay at 11.7 s on both models, quiet where each frame has an earlier frame's oval as on /pose
  // (the benchmark). Decision 069 does not move it: it reads the same without the picture's middle.
  it.each(models)('%s stays quiet while the others type', (model) => {
    for (const [id, person] of people.filter(([id]) => id !== 'hopper-off-centre'))
      expect(playClip(person, model, 'typing').cues, id).toEqual([]);
  });
});
