import { describe, expect, it } from 'vitest';
import type { PoseModelChoice } from '../detector/pose-models';
import { modelThresholds } from './model-thresholds';
import fixture from './testing/truth-set-lean-oval.json';
import {
  heldFront,
  heldGrowth,
  median,
  playClip,
  type FixtureCondition,
  type PlayedClip,
} from './testing/truth-set-replay';

/**
 * The lean counts no more face growth than the face model's oval reads, and never less than the
 * shoulders grew (decision 059), replayed as the models and FaceMesh read the rig at rendering
 * version 9: the astronaut typing for 3½ minutes at the monitor camera, and Planck leaning 10 cm in
 * there while FaceMesh misreads his face smaller.
 */
const conditions = fixture.conditions as Record<string, FixtureCondition>;
const astronaut = conditions['monitor']!;
const planck = conditions['planck-monitor']!;
const models: PoseModelChoice[] = ['fast', 'precise'];

/** The same condition with no face oval in any frame: the lean as it was read before decision 059. */
const withoutOval = (person: FixtureCondition): FixtureCondition => {
  const strip = <T extends { oval?: unknown }>(f: T) => ({ ...f, oval: undefined });
  return {
    calibration: person.calibration.map(strip),
    clips: Object.fromEntries(
      Object.entries(person.clips).map(([id, clip]) => [id, { ...clip, frames: clip.frames.map(strip) }]),
    ),
  };
};

const heldLean = (played: PlayedClip) => median(heldFront(played).map((f) => f.devs?.lean ?? 0));

describe('typing for minutes is not leaning in (decision 059)', () => {
  it('MoveNet reads her face far wider than the face model does, and wider than her shoulders', () => {
    // The premise: ears spread beyond the oval as the head bows, and beyond the shoulders, which a
    // face coming nearer would not outgrow by as much.
    const played = playClip(astronaut, 'fast', 'typing-held');
    expect(heldGrowth(played, 'earWidth')).toBeGreaterThan(1.1);
    expect(heldGrowth(played, 'ovalWidth')).toBeLessThan(1.05);
    expect(heldGrowth(played, 'shoulderWidth')).toBeLessThan(heldGrowth(played, 'earWidth'));
  });

  it('without the face model it read as a lean on MoveNet, and earned the gentle cue', () => {
    const played = playClip(withoutOval(astronaut), 'fast', 'typing-held');
    expect(heldLean(played)).toBeGreaterThan(modelThresholds.fast.lean.fair);
    expect(played.cues.map((c) => `${c.metric}/${c.kind}`)).toContain('lean/gentle');
  });

  it.each(models)('with it, the lean reads under its fair line and earns no cue on %s', (model) => {
    const played = playClip(astronaut, model, 'typing-held');
    expect(heldLean(played)).toBeLessThan(modelThresholds[model].lean.fair);
    expect(played.cues).toEqual([]);
  });
});

describe('a face oval misread smaller does not erase a lean (decision 059)', () => {
  it("FaceMesh reads Planck's face far smaller as he leans in, while his shoulders grow", () => {
    const played = playClip(planck, 'precise', 'lean-10cm');
    const frames = heldFront(played).filter((f) => f.t >= 8000);
    const oval = median(frames.filter((f) => f.frame!.ovalWidth).map((f) => f.frame!.ovalWidth!));
    expect(oval / played.calibration.ovalWidth!).toBeLessThan(0.85);
    expect(heldGrowth(played, 'shoulderWidth')).toBeGreaterThan(1.1);
  });

  it.each(models)('his 10 cm lean is cued as a lean on %s, as it was without the oval', (model) => {
    const withOval = playClip(planck, model, 'lean-10cm');
    const without = playClip(withoutOval(planck), model, 'lean-10cm');
    expect(withOval.cues[0]?.metric).toBe('lean');
    expect(withOval.cues[0]!.at - without.cues[0]!.at).toBeLessThan(1000);
    expect(heldLean(withOval)).toBeGreaterThan(modelThresholds[model].lean.bad);
  });
});
