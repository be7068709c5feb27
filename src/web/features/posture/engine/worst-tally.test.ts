import { describe, expect, it } from 'vitest';
import { limitsFor } from './model-thresholds';
import { PostureStateMachine, type PostureUpdate } from './posture-state-machine';
import type { MetricId } from './thresholds';
import { WorstTally } from './worst-tally';

const limits = limitsFor('fast', { sensitivity: 5 });

describe('the metric worst for longest', () => {
  it('is the one held worst longest among those off now, else this frame’s worst', () => {
    const tally = new WorstTally();
    tally.add('lean', 6000);
    tally.add('headDrop', 400);
    tally.add('lean', 3000);
    expect(tally.longest({ lean: 'bad', headDrop: 'bad' }, 'headDrop')).toBe('lean');
    // The lean is over: the cue is about how the user sits now.
    expect(tally.longest({ lean: 'good', headDrop: 'bad' }, 'headDrop')).toBe('headDrop');
    expect(tally.longest({ headDrop: 'fair' }, undefined)).toBe('headDrop');
    tally.clear();
    expect(tally.longest({ lean: 'bad', headDrop: 'bad' }, 'headDrop')).toBe('headDrop');
  });
});

describe('a cue names what was wrong for most of the slouch', () => {
  const play = (devsAt: (t: number) => Partial<Record<MetricId, number>>, to: number, step = 100) => {
    const machine = new PostureStateMachine();
    const updates: Array<PostureUpdate & { t: number }> = [];
    for (let t = 0; t <= to; t += step) updates.push({ t, ...machine.update(devsAt(t), limits, t) });
    return updates;
  };

  it('not the head drop a misplaced eye reads on the frame the grace runs out', () => {
    // Leaning in, held past its line throughout; the eyes placed low now and then (every half second,
    // and on every frame for the half second around the body's grace running out: too short to be a
    // head held down, which would give the head's longer grace).
    const lean = limits.lean.bad * 1.3;
    const spike = limits.headDrop.bad * 2;
    const updates = play((t) => {
      const misplaced = t % 500 === 0 || (t >= 5400 && t <= 5900);
      return { lean, headDrop: misplaced ? spike : 0 };
    }, 20_000);
    const cue = updates.find((u) => u.alert)!;
    // The frame alone reads the head worst (this is what used to be named) …
    expect(cue.worst).toBe('headDrop');
    // … but the lean was worst for most of the slouch, and is over its line now.
    expect(cue.alert).toMatchObject({ kind: 'alert', metric: 'lean' });
  });

  it('and the gentle cue names the bend held for most of the minutes of "Almost there"', () => {
    const fair = (id: 'lean' | 'headDrop', share: number) =>
      limits[id].fair + (limits[id].bad - limits[id].fair) * share;
    // The head sunk a little for minutes; a lean that comes at the end reads further past its line.
    const updates = play(
      (t) => ({ headDrop: fair('headDrop', 0.5), lean: t >= 170_000 ? fair('lean', 0.8) : 0 }),
      200_000,
      500,
    );
    const cue = updates.find((u) => u.alert)!;
    expect(cue.t).toBeGreaterThanOrEqual(180_000);
    expect(cue.worst).toBe('lean');
    expect(cue.alert).toMatchObject({ kind: 'gentle', metric: 'headDrop' });
  });
});
