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
