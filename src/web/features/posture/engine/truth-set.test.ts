import { describe, expect, it } from 'vitest';
import type { PoseModelChoice } from '../detector/pose-models';
import { maxWiden, recordSittingFine, widenFactors, type Learning } from '../learning/personal-limits';
import { calibrate } from './calibration';
import { lookAroundAllowance } from './look-around';
import { moveNetUnits, limitsFor, modelThresholds, type LimitOptions } from './model-thresholds';
import { floorShare, ownSlouch, ownSlouchFrom, withoutOwnSlouch } from './own-slouch';
import { movedHintAfterMs } from '../moved/use-moved-hint';
import { PosturePipeline } from './posture-pipeline';
import { statusBands } from './score';
import type { MetricId } from './thresholds';
import fixture from './testing/truth-set-landmarks.json';
import colleagueFixture from './testing/truth-set-colleague.json';
import elbowLeanFixture from './testing/truth-set-elbow-lean.json';
import headTiltFixture from './testing/truth-set-head-tilts.json';
import sideCameraFixture from './testing/truth-set-side-camera.json';
import sidewaysFixture from './testing/truth-set-sideways.json';
import {
  fixtureCompanion as companion,
  fixtureKeypoints as keypoints,
  fixtureOval,
  fixturePictureWidth,
  type FixtureFrame as Frame,
} from './testing/truth-set-frames';

/**
 * The posture rules, replayed on landmarks the real models read from the labelled truth set
 * (bench/accuracy, docs/decisions/013): a slice of the laptop condition, both models, no browser.
 */
type Clips = Record<string, { label: 'good' | 'everyday' | 'bad'; frames: Frame[] }>;
/** Who sits in front of the laptop camera: the person the limits were read on, or one of seven others. */
interface Person {
  calibration: Frame[];
  clips: Clips;
}
const astronaut: Person = { calibration: fixture.calibration as Frame[], clips: fixture.clips as Clips };
const secondPerson = fixture.secondPerson as Person;
const thirdPerson = fixture.thirdPerson as Person;
const fourthPerson = fixture.fourthPerson as Person;
const fifthPerson = fixture.fifthPerson as Person;
const sixthPerson = fixture.sixthPerson as Person;
const seventhPerson = fixture.seventhPerson as Person;
const eighthPerson = fixture.eighthPerson as Person;
const clips = astronaut.clips;

/**
 * Calibrates (upright, then a look at the corners), optionally shows a clip's held slouch (its 4–9 s)
 * as the user's own, then plays a clip.
 */
function play(
  model: PoseModelChoice,
  clipId: string,
  options: LimitOptions = { sensitivity: 5 },
  shownSlouch?: string,
  person: Person = astronaut,
) {
  const { clips } = person;
  const pipeline = new PosturePipeline(model, options);
  pipeline.setPictureWidth(fixturePictureWidth);
  const frames = person.calibration.map((f) => ({
    t: f.t,
    frame: pipeline.measure(keypoints(f, model), f.t, companion(f, model), fixtureOval(f)).frame,
  }));
  const result = calibrate(
    // Before t = 0: the detector's warm-up, which /pose does not count (session/detector-warm-up.ts).
    frames.filter((f) => f.t >= 0 && f.t < 5000).map((f) => f.frame),
    0.5,
  );
  if (!result.ok) throw new Error(result.problem);
  const look = frames.filter((f) => f.t >= 5000).map((f) => f.frame);
  let calibration = { ...result.calibration, ...lookAroundAllowance(look, result.calibration) };
  if (shownSlouch) {
    const shown = clips[shownSlouch]!.frames.filter((f) => f.t >= 4000 && f.t < 9000);
    calibration = {
      ...calibration,
      ...ownSlouchFrom(
        shown.map((f) => ({
          t: f.t,
          frame: pipeline.measure(keypoints(f, model), 10_000 + f.t, companion(f, model), fixtureOval(f))
            .frame,
        })),
        calibration,
        moveNetUnits(model),
      ),
    };
  }
  pipeline.setCalibration(calibration);
  const start = 20_000;
  return clips[clipId]!.frames.map((f) => ({
    t: f.t,
    ...pipeline.process(keypoints(f, model), start + f.t, companion(f, model), fixtureOval(f)),
  }));
}
const cuesOf = (run: ReturnType<typeof play>) =>
  run.filter((f) => f.update?.alert).map((f) => f.update!.alert!);

describe.each<PoseModelChoice>(['fast', 'precise'])(
  'the truth set, read by %s, at the default sensitivity',
  (model) => {
    // Her raised shoulder (one side lifted 6 cm: a 10° shoulder line): MoveNet hardly tilts her line
    // but sees her shoulders rise, a head drop just under its limit of 0.1 — missed, by the benchmark
    // too (docs/benchmarks.md). BlazePose (full) tilts it 5° and cued it as a lean until decision 060:
    // it reads her shoulders ×1.13 wider, but her face did not come nearer (the oval ×1.00, her eyes
    // ×0.99), and the lean is no larger than the face grew. Missed by both, by the benchmark too.
    const missed: Record<PoseModelChoice, string[]> = {
      fast: ['shoulder-tilt-10'],
      precise: ['shoulder-tilt-10'],
    };
    const bad = Object.keys(clips).filter((id) => clips[id]!.label === 'bad' && !missed[model].includes(id));
    const quiet = Object.keys(clips).filter((id) => clips[id]!.label !== 'bad');

    it.each(bad)('cues %s within 20 s of the slouch', (id) => {
      const cues = cuesOf(play(model, id));
      expect(cues.length).toBeGreaterThan(0);
      expect(cues[0]!.kind).toBe('alert');
      expect(cues[0]!.at - 20_000).toBeLessThan(22_000);
    });

    it.each(quiet)('stays quiet on %s', (id) => {
      expect(cuesOf(play(model, id))).toEqual([]);
    });

    it('names the metric the slouch moves', () => {
      expect(cuesOf(play(model, 'sink-quarter'))[0]!.metric).toBe('headDrop');
      // Until decision 059 BlazePose read her forward head's face growth as a lean too, and cued that
      // first; the lean now counts no more face growth than the face model's oval reads.
      expect(cuesOf(play(model, 'forward-head'))[0]!.metric).toBe('headForward');
      expect(cuesOf(play(model, 'lean-10cm'))[0]!.metric).toBe('lean');
      expect(['shoulderTilt', 'lateralLean']).toContain(cuesOf(play(model, 'lateral-12'))[0]!.metric);
      expect(cuesOf(play(model, 'head-tilt-20'))[0]!.metric).toBe('headTilt');
    });

    it('shows a score inside the band of the status it shows, on every frame of every clip', () => {
      for (const id of Object.keys(clips)) {
        for (const { update } of play(model, id)) {
          if (!update || update.status === 'away' || update.score === undefined) continue;
          const band = statusBands[update.status];
          expect(update.score, `${id}: ${update.status} ${update.score}`).toBeGreaterThanOrEqual(band.min);
          expect(update.score, `${id}: ${update.status} ${update.score}`).toBeLessThanOrEqual(band.max);
        }
      }
    });

    it('never reads standing up or a colleague passing behind as a slouch', () => {
      for (const id of ['stand-up', 'colleague-passes']) {
        expect(play(model, id).some((f) => f.update?.status === 'bad')).toBe(false);
      }
      expect(play(model, 'stand-up').at(-1)!.update!.status).toBe('away');
      // Standing up, or a colleague behind, is not the user sitting somewhere else: /pose does not
      // ask them to recalibrate (that takes someone seen elsewhere for 8 s in a row).
      for (const id of ['stand-up', 'colleague-passes']) {
        let run = 0;
        let longest = 0;
        for (const f of play(model, id)) {
          run = f.notTheUser === 'aside' || f.notTheUser === 'size' ? run + 1 : 0;
          longest = Math.max(longest, run);
        }
        expect(longest / 3, id).toBeLessThan(movedHintAfterMs / 1000);
      }
      expect(play(model, 'stand-up').some((f) => f.notTheUser === 'risen')).toBe(true);
    });

    it('still cues a slouch after any number of "I\'m sitting fine" answers: widening stops at 1.5×', () => {
      let learning: Learning = {};
      for (let i = 0; i < 30; i++)
        learning = recordSittingFine(recordSittingFine(learning, 'headDrop'), 'lean');
      expect(widenFactors(learning).headDrop).toBe(maxWiden);
      const widen = widenFactors(learning);
      expect(cuesOf(play(model, 'sink-quarter', { sensitivity: 5, widen })).length).toBeGreaterThan(0);
      expect(cuesOf(play(model, 'slump-20', { sensitivity: 5, widen })).length).toBeGreaterThan(0);
    });

    it('lets a Pro user relax one measure without relaxing the others', () => {
      const relaxedHead = { sensitivity: 5, measureSensitivity: { headDrop: 1 } };
      const strictHead = { sensitivity: 5, measureSensitivity: { headDrop: 10 } };
      const goodShare = (run: ReturnType<typeof play>) =>
        run.filter((f) => f.update?.status === 'good').length / run.length;
      // A neck bent 12° (ISO 11226: acceptable) reads good at the default; the strictest head setting
      // takes it for a drop, and the most relaxed one keeps it good.
      expect(goodShare(play(model, 'neck-12', strictHead))).toBeLessThan(
        goodShare(play(model, 'neck-12')) - 0.3,
      );
      expect(goodShare(play(model, 'neck-12', relaxedHead))).toBeGreaterThanOrEqual(
        goodShare(play(model, 'neck-12')),
      );
      expect(cuesOf(play(model, 'slump-20', relaxedHead)).length).toBeGreaterThan(0);
      const strictTilts = { sensitivity: 5, measureSensitivity: { tilts: 10 } };
      expect(cuesOf(play(model, 'head-tilt-20', strictTilts)).length).toBeGreaterThan(0);
    });
  },
);

describe('a forward head held for minutes, read by MoveNet', () => {
  it('earns the gentle cue of a sustained "Almost there" even with the head measures at their most relaxed and its cue waved away twice, and sitting 5 cm nearer for as long does not', () => {
    // Pro, "Head and neck" at 1, and "I'm sitting fine" said twice to the forward head's cue: it reads
    // "Almost there" most of the time, and bad only now and then. (Relaxed alone, it is still cued.)
    const wavedAway = recordSittingFine(recordSittingFine({}, 'headForward'), 'headForward');
    const relaxed = play('fast', 'forward-head-held', {
      sensitivity: 5,
      measureSensitivity: { headDrop: 1 },
      widen: widenFactors(wavedAway),
    });
    expect(
      cuesOf(play('fast', 'forward-head-held', { sensitivity: 5, measureSensitivity: { headDrop: 1 } }))[0]
        ?.kind,
    ).toBe('alert');
    expect(relaxed.filter((f) => f.update?.status === 'fair').length / relaxed.length).toBeGreaterThan(0.6);
    const gentle = cuesOf(relaxed).filter((cue) => cue.kind === 'gentle');
    expect(gentle.length).toBeGreaterThan(0);
    expect(gentle[0]!.at - 20_000).toBeGreaterThanOrEqual(180_000);
    // At the default sensitivity it is a slouch, cued as one within seconds.
    const cues = cuesOf(play('fast', 'forward-head-held'));
    expect(cues[0]!.kind).toBe('alert');
    expect(cues[0]!.at - 20_000).toBeLessThan(22_000);
    // Nearer by 5 cm read "Almost there" half the time until decision 059 (MoveNet read her face ×1.11,
    // the face model's oval ×1.08; the rig's geometry ×1.09): the lean now takes the oval's.
    const nearer = play('fast', 'lean-5cm-held');
    expect(nearer.filter((f) => f.update?.status === 'good').length / nearer.length).toBeGreaterThan(0.9);
    expect(cuesOf(nearer)).toEqual([]);
  });
});

describe.each<PoseModelChoice>(['fast', 'precise'])(
  'the truth set, read by %s, once the user showed their own slouch',
  (model) => {
    const bad = Object.keys(clips).filter((id) => clips[id]!.label === 'bad');
    const quiet = Object.keys(clips).filter((id) => clips[id]!.label !== 'bad');
    // BlazePose's 5° tilt of her raised shoulder is under the share of its limit a slouch shown must
    // move (own-slouch.ts), and its lean no longer counts (decision 060).
    const missedEvenShown: Record<PoseModelChoice, string[]> = { fast: [], precise: ['shoulder-tilt-10'] };

    it.each(bad)(
      'after %s was shown, still cues it and stays quiet on every good and everyday clip',
      (shown) => {
        if (!missedEvenShown[model].includes(shown))
          expect(cuesOf(play(model, shown, { sensitivity: 5 }, shown)).length).toBeGreaterThan(0);
        for (const id of quiet)
          expect(cuesOf(play(model, id, { sensitivity: 5 }, shown)), `${shown} → ${id}`).toEqual([]);
      },
    );

    it('changes nothing when the posture shown is upright, and never goes below the strictest floor', () => {
      const upright = play(model, 'upright', { sensitivity: 5 }, 'upright');
      expect(cuesOf(upright)).toEqual([]);
      const pipelineLimits = (slouch: Record<string, number>) =>
        limitsFor(model, { sensitivity: 5, ownSlouch: slouch });
      expect(pipelineLimits({})).toEqual(limitsFor(model, { sensitivity: 5 }));
      // A tiny "slouch" on every measure tightens nothing below the floor.
      const tiny = Object.fromEntries(
        Object.entries(modelThresholds[model]).map(([id, limit]) => [id, limit.bad * 0.6]),
      );
      for (const [id, limit] of Object.entries(pipelineLimits(tiny)))
        expect(limit.bad).toBeGreaterThanOrEqual(modelThresholds[model][id as MetricId].bad * floorShare);
    });
  },
);

/**
 * The people whose readings the limits were not read on: a second person (an older woman with glasses,
 * a cap and a dark uniform), and a third to an eighth, added after every limit was set
 * (a man with a moustache and a cloud of hair; an older woman in a dark coat, her face lit from below; a
 * man with a wide moustache and a bow tie; the oldest, with a full white beard; a bald man with round
 * glasses; a younger man with wavy hair and rimless glasses: all six in black and white at low
 * resolution). The sixth was added after decision 039 and tuned on nothing (decision 040). The fifth to
 * eighth are replayed as rendered at version 8, their bodies below the photo drawn as a body (decision
 * 051); the figures quoted for the fifth to seventh below were read at version 7 (the sixth person's
 * forward head reads 0.126 at version 8).
 *
 * - A shoulder raised 10° (its side lifted 6.2 cm, 7.6 cm for his broader jacket): MoveNet reads
 *   people 2–7 at 6.8–8.2°, counted ×1.35 as a raised shoulder (decisions 031, 046): past its 9° limit.
 *   BlazePose (full) reads them at 4.4–6.9°, under its 13° limit (it reads a phone held for 10 s at up
 *   to 15°), and cues them on MoveNet's reading beside it (decision 046).
 * - BlazePose alone reads their 6 cm forward heads under the limit that typing held for minutes must
 *   stay below (0.16: decision 025); it cues them on MoveNet's reading beside it (decision 045).
 * - MoveNet reads the fifth person's 30° bent neck as a face grown 0.12 against his shoulders, past the
 *   forward head's limit by more than the head drop of 0.14 is past its own: it is named a head drop
 *   because the eyes sank past their limit too (decision 036).
 * - MoveNet reads the sixth person's forward head at 0.125 and his raised shoulder at 8.1° (both cued);
 *   BlazePose alone at 0.064 and 7.0°, under its limits (decision 040).
 * - The seventh person (bald, round glasses, a moustache) was added after decision 042 and tuned on
 *   nothing (decision 043).
 * - The eighth (wavy hair, rimless glasses, clean-shaven) was added after decision 052, rendered at
 *   version 8 and tuned on nothing (decision 053).
 */
const heldOut: Array<{ name: string; person: Person; missed: Record<PoseModelChoice, string[]> }> = [
  {
    name: 'a second person (older, glasses, a cap)',
    person: secondPerson,
    missed: { fast: [], precise: [] },
  },
  {
    name: 'a third person (moustache, black and white, low resolution)',
    person: thirdPerson,
    missed: { fast: [], precise: [] },
  },
  {
    name: 'a fourth person (an older woman in a dark coat, black and white, low resolution)',
    person: fourthPerson,
    missed: { fast: [], precise: [] },
  },
  {
    name: 'a fifth person (a wide moustache, a bow tie, black and white, low resolution)',
    person: fifthPerson,
    missed: { fast: [], precise: [] },
  },
  {
    name: 'a sixth person (the oldest, a full white beard, black and white, low resolution)',
    person: sixthPerson,
    missed: { fast: [], precise: [] },
  },
  {
    name: 'a seventh person (bald, round glasses, black and white, low resolution)',
    person: seventhPerson,
    missed: { fast: [], precise: [] },
  },
  {
    name: 'an eighth person (wavy hair, rimless glasses, black and white, low resolution)',
    person: eighthPerson,
    missed: { fast: [], precise: [] },
  },
];
describe.each(heldOut.flatMap((who) => (['fast', 'precise'] as const).map((model) => ({ ...who, model }))))(
  '$name, whose readings the limits were not read on, by $model',
  ({ person, missed, model }) => {
    const bad = Object.keys(person.clips).filter(
      (id) => person.clips[id]!.label === 'bad' && !missed[model].includes(id),
    );
    const quiet = Object.keys(person.clips).filter((id) => person.clips[id]!.label !== 'bad');

    it.each(bad)('cues %s while it is held, within 20 s of the slouch', (id) => {
      const cues = cuesOf(play(model, id, { sensitivity: 5 }, undefined, person));
      expect(cues.length).toBeGreaterThan(0);
      // The clip starts 20 s into the replay; its slouch begins 2 s later and is held for 25 s.
      expect(cues[0]!.at - 22_000).toBeLessThan(20_000);
    });

    it.each(quiet)('stays quiet on %s', (id) => {
      expect(cuesOf(play(model, id, { sensitivity: 5 }, undefined, person))).toEqual([]);
    });

    it('names a bent neck and a sunk head as a head drop, as for the first person', () => {
      for (const id of ['neck-30', 'sink-quarter'])
        expect(cuesOf(play(model, id, { sensitivity: 5 }, undefined, person))[0]!.metric).toBe('headDrop');
    });
  },
);

/** Each condition of a fixture, read by each model. */
const byModel = (conditions: Record<string, Person>) =>
  Object.keys(conditions).flatMap((condition) =>
    (['fast', 'precise'] as const).map((model) => ({ condition, model })),
  );

/**
 * Leaning sideways (decision 030): the trunk 4° and 8° sideways (the 8° with the head kept level) are
 * within ISO 11226's 10° and stay quiet; 12° is cued. Before decision 030 MoveNet cued the 8° lean
 * under four of these conditions as a forward head or a raised shoulder.
 */
const sideways = sidewaysFixture.conditions as Record<string, Person>;
describe.each(byModel(sideways))('leaning sideways, $condition, read by $model', ({ condition, model }) => {
  const person = sideways[condition]!;
  it.each(['lateral-4', 'lateral-8-level'])('stays quiet on %s', (id) => {
    expect(cuesOf(play(model, id, { sensitivity: 5 }, undefined, person))).toEqual([]);
  });
  it('cues the trunk 12° sideways within 20 s', () => {
    const cues = cuesOf(play(model, 'lateral-12', { sensitivity: 5 }, undefined, person));
    expect(cues[0]?.at).toBeDefined();
    expect(cues[0]!.at - 22_000).toBeLessThan(20_000);
  });
});

/**
 * Heads tilted 20° and 6°, and a real turn to a second monitor, where the models misread the head as
 * turned: the second person with the camera to one side, whom BlazePose reads as turned on two frames
 * of three (decision 032: the tilt is carried through them), and the astronaut framed low, whose
 * shoulders at the frame's edge read wider while her face keeps its width (decision 033: not a turn).
 * The 20° tilt is cued, the rest stay quiet.
 */
const headTilts = headTiltFixture.conditions as Record<string, Person>;
/** Where a decision is about which metric the cue names, the name it must have. */
const tiltNamed: Record<string, MetricId> = {
  'hopper-side fast': 'headTilt',
  'hopper-side precise': 'headTilt',
  'framed-low precise': 'headTilt',
};
describe.each(byModel(headTilts))(
  'a tilted or turned head, $condition, read by $model',
  ({ condition, model }) => {
    const person = headTilts[condition]!;
    it('cues the head tilted 20°', () => {
      const cues = cuesOf(play(model, 'head-tilt-20', { sensitivity: 5 }, undefined, person));
      expect(cues[0]).toBeDefined();
      const named = tiltNamed[`${condition} ${model}`];
      if (named) expect(cues[0]!.metric).toBe(named);
    });
    it.each(['head-tilt-6', 'second-monitor'])('stays quiet on %s', (id) => {
      expect(cuesOf(play(model, id, { sensitivity: 5 }, undefined, person))).toEqual([]);
    });
  },
);

/**
 * A camera to one side (decision 035): a head pushed 6 cm forward moves sideways in the picture, toward
 * where the calibrated nose points, and counts as a forward head. Without that, MoveNet missed the
 * second person's (her face grew 0.033 against its shoulders) and BlazePose the fourth person's. A head
 * 3 cm forward, typing, and a lean and a turn toward that side stay quiet.
 */
const sideCamera = sideCameraFixture.conditions as Record<string, Person>;
describe.each(byModel(sideCamera))(
  'a camera to one side, $condition, read by $model',
  ({ condition, model }) => {
    const person = sideCamera[condition]!;
    it('cues the head 6 cm forward by name within 15 s', () => {
      const cues = cuesOf(play(model, 'forward-head', { sensitivity: 5 }, undefined, person));
      expect(cues[0]?.metric).toBe('headForward');
      expect(cues[0]!.at - 22_000).toBeLessThan(15_000);
    });
    // MoveNet cued the fourth person's head 3 cm forward by the face's growth against her shoulders,
    // read 1% narrower (0.070 against its bad limit, 0.075), until decision 042 left it the face's own
    // growth (0.060); the shift reads it at 0.049.
    it.each(['forward-head-3cm', 'typing', 'lateral-4-other-way', 'second-monitor-other-way'])(
      'stays quiet on %s',
      (id) => {
        expect(cuesOf(play(model, id, { sensitivity: 5 }, undefined, person))).toEqual([]);
      },
    );
  },
);

/**
 * Leaning on one elbow (decision 037), the five people at the laptop camera, the head resting on a fist
 * whose forearm runs down to the desk (decision 038). On either elbow both models cue everyone, and
 * at the cue the head's tilt or its sideways lean over the shoulders is bad. The cue's name is the
 * measure furthest past its limit: mostly one of those two, but the fist under the jaw can push
 * another further (MoveNet reads the astronaut's head drop at 0.2 on one elbow). With the head kept
 * level (not replayed here), the arm holds the shoulder line within 4° and the head stays over the
 * shoulders: MoveNet cued three or four of the five people only by the lean's other parts, BlazePose
 * full no one (docs/benchmarks.md).
 */
const elbowLeans = elbowLeanFixture.conditions as Record<string, Person>;
describe.each(byModel(elbowLeans))(
  'leaning on one elbow, $condition, read by $model',
  ({ condition, model }) => {
    const person = elbowLeans[condition]!;
    it.each(['elbow-lean', 'elbow-lean-other-elbow'])(
      'cues %s, the head resting on the hand, within 20 s, read as leaning sideways',
      (id) => {
        const cued = play(model, id, { sensitivity: 5 }, undefined, person).find((f) => f.update?.alert);
        expect(cued).toBeDefined();
        expect(cued!.t).toBeLessThan(22_000);
        const { levels } = cued!.update!;
        expect([levels.headTilt, levels.lateralLean]).toContain('bad');
      },
    );
  },
);

/**
 * A second face in the frame (decisions 038, 039): a colleague leans in over the shoulder of each of the
 * five people to look at the screen for 20 s. BlazePose full pulls the user's shoulder on the
 * colleague's side inward, and before decision 039 read the astronaut and the fifth person as a head
 * pushed forward (0.15–0.25 against 0.16).
 */
const colleagues = colleagueFixture.conditions as Record<string, Person>;
describe.each(byModel(colleagues))(
  'a colleague leaning in, $condition, read by $model',
  ({ condition, model }) => {
    it('changes nothing: no cue in 20 s of it', () => {
      const run = play(model, 'colleague-looks-in', { sensitivity: 5 }, undefined, colleagues[condition]!);
      expect(cuesOf(run)).toEqual([]);
    });
  },
);

describe('forgetting the slouch shown', () => {
  it('gives back the calibration without it', () => {
    const base = { view: 'front', shoulderWidth: 200, faceWidth: 90, headHeight: 0.6, shoulderAngle: 0,
      headAngle: 0, headOffset: 0, createdAt: '2026-11-25T00:00:00.000Z' } as const; // prettier-ignore
    const shown = { ...base, slouchLean: 0.09, slouchHeadDrop: 0.02 };
    expect(ownSlouch(shown)).toEqual({ lean: 0.09, headDrop: 0.02 });
    expect(withoutOwnSlouch(shown)).toEqual(base);
    expect(ownSlouch(withoutOwnSlouch(shown))).toEqual({});
  });
});
