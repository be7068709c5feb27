import { describe, expect, it } from 'vitest';
import type { PoseModelChoice } from '../detector/pose-models';
import fixture from './testing/truth-set-photo-edits.json';
import { photoEditPerson } from './testing/photo-edit-frames';
import { clipStartMs, playClip } from './testing/truth-set-replay';
import { modelThresholds } from './model-thresholds';

/**
 * Issue #16's own test, on twelve people (decision 054; the twelfth held out, decision 071): each
 * photo streamed as a still webcam picture, calibrated on, then edited in 2D as the issue reported
 * its slouches (the head sunk a quarter and a third of the shoulders' span, the body 1.2× nearer, the
 * head alone 1.12×, the body tilted 14°, the head 20°, a head drop with a lean) and as good or
 * everyday (1.09× nearer, the head 1.05×, the head 6°, three glances down, the head down for 8 s).
 * The edit begins 2 s into each clip.
 */
const people = Object.keys(fixture.people);
const personOf = (id: string) => photoEditPerson(fixture, id);

/** When the first cue came after the edit, in seconds; none if no cue came. */
function firstCue(person: string, model: PoseModelChoice, clip: string): number | undefined {
  const { cues } = playClip(personOf(person), model, clip);
  return cues.length ? (cues[0]!.at - clipStartMs - 2000) / 1000 : undefined;
}

const clipsOf = (label: 'bad' | 'quiet') =>
  Object.entries(personOf(people[0]!).clips)
    .filter(([, clip]) => (clip.label === 'bad') === (label === 'bad'))
    .map(([id]) => id);

/**
 * BlazePose's detector loses Planck once his pasted head has dropped. (Hopper's sunk head, which
 * BlazePose read at 0.09 with her shoulders carried down with it, is read on MoveNet's shoulders
 * since decision 064, and cued.)
 */
const lostOrMisread = ['planck head-drop-quarter', 'planck head-drop-third'];

describe("issue #16's slouches, made from each person's photo", () => {
  for (const model of ['fast', 'precise'] as const) {
    describe(model === 'fast' ? 'MoveNet (the default)' : 'BlazePose full', () => {
      // BlazePose's person detector finds nobody in Langevin's still photo: /pose offers MoveNet.
      const calibrated = model === 'precise' ? people.filter((p) => p !== 'langevin') : people;
      for (const person of calibrated) {
        it(`cues ${person}'s slouches within 15 s and nothing else`, () => {
          for (const clip of clipsOf('bad')) {
            const name = `${person} ${clip}`;
            if (model === 'precise' && lostOrMisread.includes(name)) continue;
            expect(firstCue(person, model, clip), name).toBeLessThan(15);
          }
          for (const clip of clipsOf('quiet'))
            expect(firstCue(person, model, clip), `${person} ${clip}`).toBeUndefined();
        });
      }
    });
  }

  it("counts a sunk head at least as MoveNet reads it where BlazePose's shoulders sank with it (decision 064)", () => {
    // BlazePose alone reads Hopper's head a third down under its bad line: its shoulder points sink
    // with the pasted head, 0.18 of her shoulders' width more than MoveNet's beside it.
    for (const clip of ['head-drop-third', 'slouch-combined']) {
      const { run, cues } = playClip(personOf('hopper'), 'precise', clip);
      expect(cues[0]?.metric, clip).toBe('headDrop');
      const held = run.filter((f) => f.t >= 6000 && f.devs?.headDrop !== undefined);
      const drop = [...held.map((f) => f.devs!.headDrop!)].sort((a, b) => a - b)[held.length >> 1]!;
      expect(drop, clip).toBeGreaterThan(modelThresholds.precise.headDrop.bad);
    }
    // Held for 8 s, the same sunk head stays a brief one.
    expect(firstCue('hopper', 'precise', 'head-drop-8s')).toBeUndefined();
  });

  it("BlazePose full's detector finds nobody in Langevin's still photo, so he cannot calibrate on it", () => {
    expect(personOf('langevin').calibration.every((f) => f.precise.length === 0)).toBe(true);
    expect(() => playClip(personOf('langevin'), 'precise', 'upright')).toThrow();
    expect(firstCue('langevin', 'fast', 'lean-in-1.2')).toBeLessThan(15);
  });
});
