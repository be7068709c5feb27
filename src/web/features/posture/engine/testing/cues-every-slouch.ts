import { expect, it } from 'vitest';
import type { PoseModelChoice } from '../../detector/pose-models';
import { clipStartMs, playClip, type FixtureCondition } from './truth-set-replay';

/** A condition's clips labelled bad, or labelled good or everyday. */
export const clipsLabelled = (condition: FixtureCondition, bad: boolean) =>
  Object.entries(condition.clips)
    .filter(([, clip]) => (clip.label === 'bad') === bad)
    .map(([id]) => id);

/**
 * A person read at one camera by one model, as the held-out people's tests read them: every bad clip
 * cued within 20 s of the slouch (each clip holds its posture from its second 2), and no other clip cued.
 */
export function itCuesEverySlouchAndNothingElse(condition: FixtureCondition, model: PoseModelChoice): void {
  it.each(clipsLabelled(condition, true))('cues %s within 20 s of the slouch', (id) => {
    const cue = playClip(condition, model, id).cues[0];
    expect(cue, id).toBeDefined();
    expect(cue!.at - clipStartMs - 2000).toBeLessThan(20_000);
  });

  it.each(clipsLabelled(condition, false))('stays quiet on %s', (id) => {
    expect(playClip(condition, model, id).cues).toEqual([]);
  });
}

/**
 * A held-out person's core slouches named as every other person's are: a bent neck and a sunk head a
 * head drop, leaning in and slumping a lean, a head pushed forward a forward head.
 */
export function itNamesTheCoreSlouches(condition: FixtureCondition, model: PoseModelChoice): void {
  it('names a bent neck and a sunk head as a head drop, leaning in and slumping as a lean, a head pushed forward as one', () => {
    for (const id of ['neck-30', 'sink-quarter'])
      expect(playClip(condition, model, id).cues[0]?.metric, id).toBe('headDrop');
    for (const id of ['lean-10cm', 'slump-20'])
      expect(playClip(condition, model, id).cues[0]?.metric, id).toBe('lean');
    expect(playClip(condition, model, 'forward-head').cues[0]?.metric).toBe('headForward');
  });
}
