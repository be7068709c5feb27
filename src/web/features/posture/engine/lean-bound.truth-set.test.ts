import { describe, expect, it } from 'vitest';
import type { PoseModelChoice } from '../detector/pose-models';
import { ovalBoundMargin } from './face-oval';
import { modelThresholds } from './model-thresholds';
import fixture from './testing/truth-set-lean-bound.json';
import {
  clipStartMs,
  heldFront,
  heldGrowth,
  median,
  playClip,
  type FixtureCondition,
  type PlayedClip,
} from './testing/truth-set-replay';

/**
 * The lean no larger than the face model's oval grew (decision 060), replayed as the models and
 * FaceMesh read the rig at rendering version 9, the astronaut with the camera 30 cm to one side.
 */
const side = (fixture.conditions as Record<string, FixtureCondition>)['side']!;
const models: PoseModelChoice[] = ['fast', 'precise'];

const heldLean = (played: PlayedClip) => median(heldFront(played).map((f) => f.devs?.lean ?? 0));

describe('the lean is no larger than the face grew (decision 060)', () => {
  it.each(models)(
    'typing for 3½ minutes to one side: %s reads the shoulders wider than the face grew, and stays quiet',
    (model) => {
      const played = playClip(side, model, 'typing-held');
      // The premise: reaching for the keys, the shoulders alone read a lean past its fair line, while
      // the face model reads the face hardly nearer. Before decision 060 both models cued it as a lean.
      const shoulders = heldGrowth(played, 'shoulderWidth');
      const oval = heldGrowth(played, 'ovalWidth');
      expect(shoulders - 1).toBeGreaterThan(modelThresholds[model].lean.fair);
      expect(oval).toBeLessThan(1.06);
      expect(heldLean(played)).toBeLessThanOrEqual(oval - 1 + ovalBoundMargin + 0.005);
      expect(played.cues).toEqual([]);
    },
  );

  it.each(models)('a head 3 cm forward to one side does not read as a lean on %s', (model) => {
    const played = playClip(side, model, 'forward-head-3cm');
    // BlazePose read her shoulders ×1.18 and cued this as a lean before decision 060.
    expect(heldLean(played)).toBeLessThan(modelThresholds[model].lean.fair);
    expect(played.cues.filter((c) => c.metric === 'lean')).toEqual([]);
  });

  it('a head sunk into the shoulders is a head drop, not the lean BlazePose read in its shoulders', () => {
    const played = playClip(side, 'precise', 'sink-quarter');
    expect(heldGrowth(played, 'shoulderWidth')).toBeGreaterThan(1.2);
    expect(heldLean(played)).toBeLessThan(modelThresholds.precise.lean.fair);
    expect(played.cues[0]?.metric).toBe('headDrop');
  });

  it.each(models)('leaning in 10 cm and slumping 20° to one side are still cued on %s', (model) => {
    for (const clip of ['lean-10cm', 'slump-20']) {
      const played = playClip(side, model, clip);
      expect(played.cues.length, clip).toBeGreaterThan(0);
      // The clip holds the posture from its second 2.
      expect(played.cues[0]!.at - clipStartMs - 2000, clip).toBeLessThan(20_000);
    }
    const lean = playClip(side, model, 'lean-10cm');
    expect(lean.cues[0]!.metric).toBe('lean');
    expect(heldLean(lean)).toBeGreaterThan(modelThresholds[model].lean.bad);
  });
});
