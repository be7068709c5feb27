import { describe, expect, it } from 'vitest';
import type { PoseModelChoice } from '../detector/pose-models';
import { modelThresholds } from './model-thresholds';
import fixture from './testing/truth-set-above.json';
import { clipStartMs, median, playClip, type FixtureCondition } from './testing/truth-set-replay';

/**
 * A webcam 12 cm above the eyes, on top of a tall monitor (decisions 048, 049), as the models read the
 * third person at rendering version 7 and the fifth at version 8 (decision 051). As they type, MoveNet
 * spreads their ears under their hair further than their eyes, and on the ears alone their typing was
 * cued as a head pushed forward. The fifth person also types for 3½ minutes (decision 052).
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
      // fair limit; the eyes grew less (by 0.067 for the third person, 0.018 for the fifth: 0.031 on
      // his rendering of version 7).
      expect(ears - eyes).toBeGreaterThan(0.015);
      expect(ears / shoulders - 1).toBeGreaterThan(modelThresholds.fast.headForward.fair);
      expect(cues).toEqual([]);
    },
  );

  it('BlazePose full (MoveNet’s forward head beside it) stays quiet on the third person’s typing', () => {
    expect(playClip(people.third, 'precise', 'typing').cues).toEqual([]);
  });

  it('BlazePose full leaves the fifth person typing for 3½ minutes without the gentle cue', () => {
    // BlazePose's forward head is MoveNet's scaled into its units (decision 045), so its fair line is
    // MoveNet's in those units: the same share of each model's limit.
    const { fast, precise } = modelThresholds;
    const perMoveNet = precise.headForward.bad / fast.headForward.bad;
    expect(precise.headForward.fair).toBeCloseTo(fast.headForward.fair * perMoveNet, 3);
    const { run, cues } = playClip(people.fifth, 'precise', 'typing-held');
    expect(cues).toEqual([]);
    // The premise: this typing reads near that line (0.12 or more in over 40% of the clip, almost
    // never bad), and with the line at 0.12 (0.056 in MoveNet's units, under MoveNet's own 0.06) it
    // stayed "Almost there" long enough for the gentle cue.
    const forward = run.filter((f) => f.devs?.headForward !== undefined).map((f) => f.devs!.headForward!);
    expect(forward.filter((v) => v >= 0.12).length / forward.length).toBeGreaterThan(0.4);
    expect(forward.filter((v) => v >= precise.headForward.bad).length / forward.length).toBeLessThan(0.01);
    const kept = precise.headForward;
    precise.headForward = { ...kept, fair: 0.12 };
    try {
      expect(playClip(people.fifth, 'precise', 'typing-held').cues[0]?.kind).toBe('gentle');
    } finally {
      precise.headForward = kept;
    }
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
