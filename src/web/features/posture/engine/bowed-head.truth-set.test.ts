import { describe, expect, it } from 'vitest';
import type { PoseModelChoice } from '../detector/pose-models';
import { modelThresholds } from './model-thresholds';
import fixture from './testing/truth-set-bowed-head.json';
import { clipStartMs, median, playClip, type FixtureCondition } from './testing/truth-set-replay';

/**
 * The third person at the monitor camera (decision 042), as the models read him at rendering version 7:
 * an upright hold of 10 s, then a look at the screen's corners. As he bows his head, MoveNet spreads his
 * ears under his hair and reads his shoulders a little narrower than calibrated; the face's width
 * against them then passed the forward head's limit while his head stayed over his shoulders.
 */
const person = fixture.conditions['einstein-monitor'] as FixtureCondition;
const play = (model: PoseModelChoice, clipId: string) => playClip(person, model, clipId);

describe('a head bowed while the shoulders read narrower, the third person at the monitor camera', () => {
  it.each(['neck-12', 'typing'])(
    'MoveNet read %s as a head pushed forward against narrowed shoulders; it now stays quiet',
    (id) => {
      const { calibration, run, cues } = play('fast', id);
      const held = run.filter((f) => f.t >= 4000 && f.frame);
      const shoulders = median(held.map((f) => f.frame!.shoulderWidth / calibration.shoulderWidth));
      const face = median(held.map((f) => f.frame!.earWidth! / calibration.earWidth!));
      // The premise: shoulders a little narrower, the face against them past the limit, the face
      // itself not.
      expect(shoulders).toBeLessThan(1);
      expect(shoulders).toBeGreaterThan(0.95);
      expect(face / shoulders - 1).toBeGreaterThan(modelThresholds.fast.headForward.bad);
      expect(face - 1).toBeLessThan(modelThresholds.fast.headForward.bad);
      expect(cues).toEqual([]);
    },
  );

  it.each<PoseModelChoice>(['fast', 'precise'])('%s stays quiet on both', (model) => {
    expect(play(model, 'neck-12').cues).toEqual([]);
    expect(play(model, 'typing').cues).toEqual([]);
  });

  it('MoveNet still cues his head 6 cm forward by name within 15 s', () => {
    const { cues } = play('fast', 'forward-head');
    expect(cues[0]?.metric).toBe('headForward');
    // The clip holds the slouch from its second 2.
    expect(cues[0]!.at - clipStartMs - 2000).toBeLessThan(15_000);
  });
});
