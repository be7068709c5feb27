import { describe, expect, it } from 'vitest';
import type { PoseModelChoice } from '../detector/pose-models';
import { modelThresholds } from './model-thresholds';
import fixture from './testing/truth-set-holds.json';
import { median, playClip, type FixtureCondition } from './testing/truth-set-replay';

/**
 * Minutes of sitting well at the laptop camera that read near the forward head's fair line, as the
 * models and FaceMesh read them at rendering version 9 (docs/benchmarks.md, 2026-12-01): the astronaut
 * and the sixth person typing for 3½ minutes, and the third person's head 3 cm forward (short of the
 * 5 cm that is bad) for as long. "Almost there" held for three minutes earns the gentle cue
 * (posture-state-machine.ts), so these are the longest tests of a nag at rest.
 */
const conditions = fixture.conditions as Record<string, FixtureCondition>;
const holds: Array<[string, FixtureCondition, string]> = [
  ['the astronaut typing', conditions['laptop']!, 'typing-held'],
  ['the sixth person typing', conditions['lorentz-laptop']!, 'typing-held'],
  ['the third person’s head 3 cm forward', conditions['einstein-laptop']!, 'forward-head-3cm-held'],
];
const models: PoseModelChoice[] = ['fast', 'precise'];

/** The share of a run's frames whose status is not good. */
const notGoodShare = (run: ReturnType<typeof playClip>['run']) => {
  const statuses = run.filter((f) => f.update).map((f) => f.update!.status);
  return statuses.filter((s) => s !== 'good').length / statuses.length;
};

describe('minutes of sitting well at the laptop camera', () => {
  it.each(holds)('%s for 3½ minutes reads near the line on MoveNet', (_, person, clipId) => {
    // The premise: these are not easy. Each reads "Almost there" or worse on a third or more of its
    // frames (the astronaut's typing 54%, the sixth person's 48%, the 3 cm head 44%).
    const { run } = playClip(person, 'fast', clipId);
    expect(run.length).toBeGreaterThan(600);
    expect(notGoodShare(run)).toBeGreaterThan(0.3);
  });

  it.each(
    models.flatMap((model) => holds.map(([name, person, clipId]) => [name, model, person, clipId] as const)),
  )('%s for 3½ minutes earns no cue on %s, not even the gentle one', (_, model, person, clipId) => {
    expect(playClip(person, model, clipId).cues).toEqual([]);
  });

  it('the 3 cm head reads on the face oval at its true growth, under the fair line', () => {
    // 3 cm nearer at 60 cm grows the face about 5%; the oval over the shoulders reads 0.055 (median),
    // and the fair line sits above it. A fair line at 0.05 would have cued this good posture.
    const person = conditions['einstein-laptop']!;
    const { run } = playClip(person, 'fast', 'forward-head-3cm-held');
    const forward = median(run.filter((f) => f.t >= 4000 && f.devs).map((f) => f.devs!.headForward ?? 0));
    expect(forward).toBeGreaterThan(0.045);
    expect(forward).toBeLessThan(modelThresholds.fast.headForward.fair);
    const kept = modelThresholds.fast.headForward;
    modelThresholds.fast.headForward = { ...kept, fair: 0.05 };
    try {
      expect(playClip(person, 'fast', 'forward-head-3cm-held').cues[0]?.kind).toBe('gentle');
    } finally {
      modelThresholds.fast.headForward = kept;
    }
  });
});
