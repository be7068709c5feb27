import { describe, expect, it } from 'vitest';
import type { PoseModelChoice } from '../detector/pose-models';
import { modelThresholds } from './model-thresholds';
import fixture from './testing/truth-set-above.json';
import { clipStartMs, median, playClip, type FixtureCondition } from './testing/truth-set-replay';

/**
 * A webcam 12 cm above the eyes, on top of a tall monitor (decisions 048, 049), as the models read the
 * third and fifth people at rendering version 7. As they type, MoveNet spreads their ears under their
 * hair further than their eyes, and on the ears alone their typing was cued as a head pushed forward.
 */
const people = {
  third: fixture.conditions['einstein-above'] as FixtureCondition,
  fifth: fixture.conditions['langevin-above'] as FixtureCondition,
};

describe('typing seen from above the eyes', () => {
  it.each(Object.entries(people))(
    'MoveNet spreads the %s person’s ears further than his eyes as he types, and stays quiet',
    (_, person) => {
      const { calibration, run, cues } = playClip(person, 'fast', 'typing');
      const held = run.filter((f) => f.t >= 4000 && f.frame);
      const ears = median(held.map((f) => f.frame!.earWidth! / calibration.earWidth!));
      const eyes = median(held.map((f) => f.frame!.eyeWidth! / calibration.eyeWidth!));
      const shoulders = median(held.map((f) => f.frame!.shoulderWidth / calibration.shoulderWidth));
      // The premise: on the ears alone, the face against the shoulders reaches the forward head's
      // fair limit; the eyes grew less.
      expect(ears - eyes).toBeGreaterThan(0.025);
      expect(ears / shoulders - 1).toBeGreaterThan(modelThresholds.fast.headForward.fair);
      expect(cues).toEqual([]);
    },
  );

  it('BlazePose full (MoveNet’s forward head beside it) stays quiet on the third person’s typing', () => {
    expect(playClip(people.third, 'precise', 'typing').cues).toEqual([]);
  });

  it.each(Object.entries(people))(
    'MoveNet still cues the %s person’s head 6 cm forward by name',
    (_, person) => {
      const { cues } = playClip(person, 'fast', 'forward-head');
      expect(cues[0]?.metric).toBe('headForward');
      // The clip holds the slouch from its second 2.
      expect(cues[0]!.at - clipStartMs - 2000).toBeLessThan(15_000);
    },
  );

  it.each<PoseModelChoice>(['fast', 'precise'])('%s cues the third person’s head 6 cm forward', (model) => {
    expect(playClip(people.third, model, 'forward-head').cues.length).toBeGreaterThan(0);
  });
});
