import { describe, expect, it } from 'vitest';
import type { PoseModelChoice } from '../detector/pose-models';
import { modelThresholds } from './model-thresholds';
import fixture from './testing/truth-set-recline.json';
import { clipStartMs, median, playClip, type FixtureCondition } from './testing/truth-set-replay';

/**
 * Sitting back against the backrest (decision 047), the seven people at the laptop camera as the models
 * read them at rendering version 7: reclined 15° with the head craned 6 cm toward the screen (bad),
 * reclined 20° with the head upright (good), and a glass of water drunk in one go, whose forearm makes
 * MoveNet read the shoulders narrower, and for the sixth person, his head back, the face too (everyday).
 */
const people = Object.entries(fixture.conditions) as Array<[string, FixtureCondition]>;

/**
 * MoveNet reads these three people's crane at 0.027–0.054 against its 0.075 limit (median while held,
 * calibrated as /pose calibrates): the third and fourth people's faces kept less of their distance than
 * the others' did, and the astronaut's shoulders jump between 0.84 and 0.94 of their width from frame
 * to frame while she holds still (docs/benchmarks.md).
 */
const missed = ['laptop', 'einstein-laptop', 'curie-laptop'];
const heldMedian = (person: FixtureCondition, clipId: string) =>
  median(
    playClip(person, 'fast', clipId)
      .run.filter((f) => f.t >= 4000 && f.devs)
      .map((f) => f.devs!.headForward ?? 0),
  );

describe('a head craned toward the screen after sitting back', () => {
  it('has all seven people', () => {
    expect(people.map(([id]) => id).sort()).toEqual([
      'curie-laptop',
      'einstein-laptop',
      'hopper-laptop',
      'langevin-laptop',
      'laptop',
      'lorentz-laptop',
      'planck-laptop',
    ]);
  });

  it.each(people)(
    'MoveNet: %s sat back with both the shoulders and the face narrower, the face less so',
    (_, person) => {
      const { calibration, run } = playClip(person, 'fast', 'recline-forward-head');
      const held = run.filter((f) => f.t >= 4000 && f.frame);
      const shoulders = median(held.map((f) => f.frame!.shoulderWidth / calibration.shoulderWidth));
      const face = median(held.map((f) => f.frame!.eyeWidth! / calibration.eyeWidth!));
      // The premise of the rule: a recline narrows both; the crane keeps the face nearer.
      expect(shoulders).toBeLessThan(0.95);
      expect(face).toBeLessThan(1);
      expect(face).toBeGreaterThan(shoulders);
    },
  );

  it.each<PoseModelChoice>(['fast', 'precise'])(
    '%s cues the craned head by name within 20 s for four of the seven people',
    (model) => {
      for (const [id, person] of people.filter(([id]) => !missed.includes(id))) {
        const { cues } = playClip(person, model, 'recline-forward-head');
        expect(cues[0]?.metric, id).toBe('headForward');
        // The clip holds the posture from its second 2.
        expect(cues[0]!.at - clipStartMs - 2000, id).toBeLessThan(20_000);
      }
    },
  );

  it.each<PoseModelChoice>(['fast', 'precise'])(
    '%s stays quiet when they sit back 20° with the head upright, and while they drink a glass',
    (model) => {
      for (const [id, person] of people) {
        expect(playClip(person, model, 'recline-20').cues, `${id} recline-20`).toEqual([]);
        expect(playClip(person, model, 'drink-glass').cues, `${id} drink-glass`).toEqual([]);
      }
    },
  );

  it('reads the upright recline under the forward head’s fair limit, and the crane above it', () => {
    for (const [id, person] of people) {
      const upright = heldMedian(person, 'recline-20');
      expect(upright, id).toBeLessThan(modelThresholds.fast.headForward.fair);
      // Even where it stays under the limit, the crane reads as one.
      expect(heldMedian(person, 'recline-forward-head'), id).toBeGreaterThan(upright + 0.02);
    }
  });
});
