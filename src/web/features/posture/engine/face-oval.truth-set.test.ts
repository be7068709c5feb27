import { describe, expect, it } from 'vitest';
import fixture from './testing/truth-set-face-oval.json';
import { clipStartMs, median, playClip, type FixtureCondition } from './testing/truth-set-replay';

/**
 * A camera at eye level, 70 cm away (decision 056): MoveNet reads a head pushed 6 cm forward at about
 * half of its growth there, and FaceMesh's face oval beside it reads the whole of it. The tenth and
 * ninth people, whose forward heads MoveNet alone left "Almost there", and the eleventh, whose bowed
 * forward head narrows the oval.
 */
const conditions = fixture.conditions as unknown as Record<string, FixtureCondition>;
const withoutOval = (condition: FixtureCondition): FixtureCondition => ({
  calibration: condition.calibration.map(({ oval: _, ...f }) => f),
  clips: Object.fromEntries(
    Object.entries(condition.clips).map(([id, clip]) => [
      id,
      { ...clip, frames: clip.frames.map(({ oval: _, ...f }) => f) },
    ]),
  ),
});
/** The forward head read while held (4 s into the clip on). */
const heldForwardHead = (run: ReturnType<typeof playClip>['run']) =>
  median(
    run.filter((f) => f.t >= 4000 && f.devs?.headForward !== undefined).map((f) => f.devs!.headForward!),
  );

describe("the forward head at a camera level with the eyes, with the face model's oval", () => {
  for (const model of ['fast', 'precise'] as const) {
    it.each(['wilson-monitor', 'guye-monitor'])(`cues the 6 cm forward head of %s (${model})`, (id) => {
      const played = playClip(conditions[id]!, model, 'forward-head');
      expect(played.calibration.ovalWidth).toBeGreaterThan(0);
      expect(played.cues.map((c) => c.metric)).toContain('headForward');
      expect(played.cues[0]!.at - clipStartMs).toBeLessThan(25_000);
      // Without the oval, as before decision 056: "Almost there" for the whole clip.
      expect(playClip(withoutOval(conditions[id]!), model, 'forward-head').cues).toEqual([]);
    });
  }

  it('reads the forward head at its true growth, where MoveNet alone reads about half', () => {
    const wilson = conditions['wilson-monitor']!;
    const withOval = heldForwardHead(playClip(wilson, 'fast', 'forward-head').run);
    const alone = heldForwardHead(playClip(withoutOval(wilson), 'fast', 'forward-head').run);
    expect(withOval).toBeGreaterThan(0.085);
    expect(alone).toBeLessThan(0.06);
  });

  it.each(Object.keys(conditions))(
    'leaves a head 3 cm forward, typing, a bowed neck, a phone, a second monitor quiet (%s)',
    (id) => {
      for (const model of ['fast', 'precise'] as const)
        for (const clip of ['forward-head-3cm', 'typing', 'neck-12', 'read-phone', 'second-monitor'])
          expect(playClip(conditions[id]!, model, clip).cues, `${model} ${clip}`).toEqual([]);
    },
  );
});
