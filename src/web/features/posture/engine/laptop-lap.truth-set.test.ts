import { describe, expect, it } from 'vitest';
import fixture from './testing/truth-set-laptop-lap.json';
import { playBentNeck, playClip, type FixtureCondition } from './testing/truth-set-replay';

/**
 * A laptop on the lap: its camera 35 cm below the eyes, 50 cm away, the lowest camera of the truth
 * set, as the models read three people at rendering version 9 (held out: no limit or rule was read
 * here). The eyes read a neck bent 30° at 0.55–0.99 of the head drop's bad line for all but the
 * ninth person on MoveNet: the head comes nearer this camera as it bows, and its image rises against
 * the drop. Half the head's bow (decision 061) is what cues it on the drop (docs/benchmarks.md, "A
 * laptop on the lap").
 */
const people = {
  first: fixture.conditions['laptop-lap'] as FixtureCondition,
  ninth: fixture.conditions['guye-laptop-lap'] as FixtureCondition,
  tenth: fixture.conditions['wilson-laptop-lap'] as FixtureCondition,
};
const models = ['fast', 'precise'] as const;
const cases = (names: Array<keyof typeof people>) =>
  names.flatMap((name) => models.map((model) => [name, model, people[name]] as const));
const everyone = cases(['first', 'ninth', 'tenth']);

describe('a laptop on the lap, its camera 35 cm below the eyes', () => {
  it.each(everyone)('cues the %s person’s neck bent 30° on the head drop (%s)', (_, model, person) => {
    const { dropOverBad, cue, msAfterBend } = playBentNeck(person, model);
    // With the bow 1.05–1.19 times the bad line; on the eyes alone 0.55–1.09, and the tenth person's
    // bent neck, and the ninth's on BlazePose, were cued only through the forward head's swings.
    expect(dropOverBad).toBeGreaterThan(1);
    expect(cue?.metric).toBe('headDrop');
    // The clip bends the neck from its second 2; a head-only slouch is cued after 10 s of it.
    expect(msAfterBend).toBeLessThan(20_000);
  });

  it.each(everyone)(
    'leaves the %s person’s neck bent 12° and a phone read for 10 s quiet (%s)',
    (_, model, person) => {
      expect(playClip(person, model, 'neck-12').cues).toEqual([]);
      expect(playClip(person, model, 'read-phone').cues).toEqual([]);
    },
  );

  // The tenth person's typing reads a forward head on its bad line here (0.97 of it, median while
  // held) and is cued, with the bow or without: a camera this far below the eyes is past where the
  // forward head's limits were read, and it stays open in docs/benchmarks.md.
  it.each(cases(['first', 'ninth']))('stays quiet while the %s person types (%s)', (_, model, person) => {
    expect(playClip(person, model, 'typing').cues).toEqual([]);
  });
});
