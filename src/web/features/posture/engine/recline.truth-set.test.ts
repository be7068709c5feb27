import { describe, expect, it } from 'vitest';
import type { PoseModelChoice } from '../detector/pose-models';
import { modelThresholds } from './model-thresholds';
import fixture from './testing/truth-set-recline.json';
import { clipStartMs, median, playClip, type FixtureCondition } from './testing/truth-set-replay';

/**
 * Sitting back against the backrest (decisions 047, 057), the seven people at the laptop camera and the
 * four held out from both rules (Langmuir, Guye, Wilson, Richardson), as the models and FaceMesh read
 * them at rendering version 9: reclined 15° with the head craned 6 cm toward the screen (bad), reclined
 * 20° with the head upright (good), and a glass of water drunk in one go, whose forearm makes MoveNet
 * read the shoulders narrower, and for the sixth person, his head back, the face too (everyday).
 */
const people = Object.entries(fixture.conditions) as Array<[string, FixtureCondition]>;

const heldMedian = (person: FixtureCondition, clipId: string) =>
  median(
    playClip(person, 'fast', clipId)
      .run.filter((f) => f.t >= 4000 && f.devs)
      .map((f) => f.devs!.headForward ?? 0),
  );

describe('a head craned toward the screen after sitting back', () => {
  it('has all eleven people', () => {
    expect(people.map(([id]) => id).sort()).toEqual([
      'curie-laptop',
      'einstein-laptop',
      'guye-laptop',
      'hopper-laptop',
      'langevin-laptop',
      'langmuir-laptop',
      'laptop',
      'lorentz-laptop',
      'planck-laptop',
      'richardson-laptop',
      'wilson-laptop',
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

  // MoveNet's face alone read the crane of the third, fourth and eighth people at 0.050, 0.061 and
  // 0.056 (median while held) against the 0.075 limit: their faces, as it reads them, kept less of
  // their distance. FaceMesh's oval reads 0.070, 0.079 and 0.072 (decision 057). The astronaut's is
  // chance: it reads 0.063 on the median, her shoulders jumping between 0.84 and 0.94 of their width
  // from frame to frame while she holds still (the benchmark, which gives each frame an earlier
  // frame's oval as /pose does, cues her).
  it.each<PoseModelChoice>(['fast', 'precise'])(
    '%s cues the craned head by name within 20 s for ten of the eleven people',
    (model) => {
      for (const [id, person] of people.filter(([id]) => id !== 'laptop')) {
        const { cues } = playClip(person, model, 'recline-forward-head');
        expect(cues[0]?.metric, id).toBe('headForward');
        // The clip holds the posture from its second 2.
        expect(cues[0]!.at - clipStartMs - 2000, id).toBeLessThan(20_000);
      }
    },
  );

  // Richardson's shoulders sit 0.2 of their width right of the picture's middle, so as they go back
  // they move 0.03–0.054 of their width toward it: across the quarter of the narrowing that tells a
  // recline from a forearm pulling one point in (decision 047). Read as the lens sees it, that move
  // is their going back, not a move sideways (decision 069); read as raw pixels, a third of his
  // frames did not count as sitting back, and his crane (0.125 while held) went uncued.
  it.each<PoseModelChoice>(['fast', 'precise'])(
    '%s cues Richardson’s crane only where the picture’s middle is known',
    (model) => {
      const richardson = fixture.conditions['richardson-laptop'] as FixtureCondition;
      expect(playClip(richardson, model, 'recline-forward-head').cues[0]?.metric).toBe('headForward');
      expect(playClip(richardson, model, 'recline-forward-head', { pictureKnown: false }).cues).toEqual([]);
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
