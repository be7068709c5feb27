import type { FixtureFrame } from './truth-set-frames';
import type { FixtureCondition } from './truth-set-replay';

/**
 * A frame of the photo edits' fixture (bench/accuracy/photo-edits/export-fixture.ts): a model's
 * reading of a still picture is often exactly the one before, and is then written as "same".
 */
type StoredFrame = {
  t: number;
  fast: number[][] | 'same';
  precise: number[][] | 'same';
  oval?: number[][] | 'same';
};
interface StoredPerson {
  calibration: StoredFrame[];
  clips: Record<string, { label: string; frames: StoredFrame[] }>;
}

function expand(frames: StoredFrame[]): FixtureFrame[] {
  const out: FixtureFrame[] = [];
  for (const f of frames) {
    const before = out.at(-1);
    const read = (model: 'fast' | 'precise'): number[][] => {
      const value = f[model];
      if (value !== 'same') return value;
      if (!before) throw new Error('a fixture clip begins with "same"');
      return before[model];
    };
    const oval = f.oval === 'same' ? before?.oval : f.oval;
    out.push({ t: f.t, fast: read('fast'), precise: read('precise'), ...(oval && { oval }) });
  }
  return out;
}

/** One person of the photo edits' fixture, as the truth-set replay takes a condition. */
export function photoEditPerson(fixture: { people: Record<string, unknown> }, id: string): FixtureCondition {
  const person = fixture.people[id] as StoredPerson | undefined;
  if (!person) throw new Error(`no ${id} in the photo edits' fixture`);
  return {
    calibration: expand(person.calibration),
    clips: Object.fromEntries(
      Object.entries(person.clips).map(([clip, { label, frames }]) => [
        clip,
        { label, frames: expand(frames) },
      ]),
    ),
  };
}
