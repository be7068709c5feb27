import { describe, expect, it } from 'vitest';
import type { PoseModelChoice } from '../detector/pose-models';
import fixture from './testing/truth-set-thirteenth-person.json';
import { clipStartMs, playClip, type FixtureCondition } from './testing/truth-set-replay';

/**
 * A thirteenth person, held out (forty-ninth session, docs/benchmarks.md "A thirteenth person"): Paul
 * Dirac, the youngest of the set, cut from the Solvay photograph's middle row after decision 080 and
 * read by the rules every other person was read with before any rule saw him. At the laptop camera
 * both models cue every slouch of his and nothing else of these clips.
 */
const person = fixture.conditions['dirac-laptop'] as FixtureCondition;
const models: PoseModelChoice[] = ['fast', 'precise'];
const clipsLabelled = (bad: boolean) =>
  Object.entries(person.clips)
    .filter(([, clip]) => (clip.label === 'bad') === bad)
    .map(([id]) => id);

describe('a thirteenth person, never tuned on, at the laptop camera', () => {
  it('has his bad clips and his good and everyday ones', () => {
    expect(clipsLabelled(true).length).toBeGreaterThanOrEqual(10);
    expect(clipsLabelled(false).length).toBeGreaterThanOrEqual(10);
  });

  describe.each(models)('read by %s', (model) => {
    it.each(clipsLabelled(true))('cues %s within 20 s of the slouch', (id) => {
      const cue = playClip(person, model, id).cues[0];
      expect(cue, id).toBeDefined();
      // Each clip holds its posture from its second 2.
      expect(cue!.at - clipStartMs - 2000).toBeLessThan(20_000);
    });

    it.each(clipsLabelled(false))('stays quiet on %s', (id) => {
      expect(playClip(person, model, id).cues).toEqual([]);
    });

    it('names a bent neck and a sunk head as a head drop, leaning in and slumping as a lean, a head pushed forward as one', () => {
      for (const id of ['neck-30', 'sink-quarter'])
        expect(playClip(person, model, id).cues[0]?.metric, id).toBe('headDrop');
      for (const id of ['lean-10cm', 'slump-20'])
        expect(playClip(person, model, id).cues[0]?.metric, id).toBe('lean');
      expect(playClip(person, model, 'forward-head').cues[0]?.metric).toBe('headForward');
    });
  });
});
