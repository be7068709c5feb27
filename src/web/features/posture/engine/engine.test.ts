import { describe, expect, it } from 'vitest';
import { calibrate, type Calibration } from './calibration';
import {
  asMoveNet,
  deviations,
  leanTiltShare,
  raisedTiltFactor,
  reclineHeadDropPerShrink,
} from './deviations';
import { keypointIndex } from './keypoints';
import { measureFrame, type FrameMeasurement } from './metrics';
import { MinuteAggregator } from './minute-aggregator';
import { OneEuroFilter } from './one-euro-filter';
import { mergeLookAround } from './look-around';
import { limitsFor, modelThresholds, moveNetUnits } from './model-thresholds';
import { PosturePipeline } from './posture-pipeline';
import { levelFor, PostureStateMachine } from './posture-state-machine';
import { scoreFor } from './score';
import { poses } from './testing/synthetic-poses';
import { thresholds, type MetricId } from './thresholds';

const measure = (keypoints: ReturnType<typeof poses.upright>) => measureFrame(keypoints) as FrameMeasurement;
const calibration = (): Calibration => {
  const frames = Array.from({ length: 20 }, (_, i) => measure(poses.jitter(poses.upright(), 1, i + 1)));
  const result = calibrate(frames, 0.5);
  if (!result.ok) throw new Error(result.problem);
  return result.calibration;
};

describe('metrics', () => {
  it('reads an upright front view: head above level shoulders', () => {
    const m = measure(poses.upright());
    expect(m.view).toBe('front');
    expect(m.headHeight).toBeCloseTo(0.6, 2);
    expect(m.shoulderAngle).toBeCloseTo(0, 5);
    expect(m.headOffset).toBeCloseTo(0, 5);
  });

  it('does not change with the distance to the camera, except the apparent size', () => {
    const near = measure(poses.leanIn(1.5));
    const far = measure(poses.upright());
    expect(near.headHeight).toBeCloseTo(far.headHeight, 5);
    expect(near.shoulderWidth / far.shoulderWidth).toBeCloseTo(1.5, 5);
  });

  it('keeps a face hunched close to the screen a front view, once it knows the calibrated face', () => {
    // The head near a laptop's camera, the shoulders further back: the face looks wider than them.
    const hunched = poses.faceNear(2.8);
    const upright = measure(poses.upright());
    expect((measureFrame(hunched) as FrameMeasurement).view).toBe('side');
    const front = measureFrame(hunched, upright.faceWidth) as FrameMeasurement;
    expect(front.view).toBe('front');
    expect(front.faceWidth / upright.faceWidth).toBeGreaterThan(2);
  });

  it('ignores low-confidence landmarks and says when nobody is there', () => {
    expect(measureFrame(poses.away())).toBe('noPerson');
    const noShoulders = poses.upright().map((k, i) => (i === 5 || i === 6 ? { ...k, score: 0.1 } : k));
    expect(typeof measureFrame(noShoulders)).toBe('string');
  });
});

describe('deviations from calibration', () => {
  const base = calibration();

  it('sees a dropped head, a lean toward the screen and a tilt, each on its own metric', () => {
    const drop = deviations(measure(poses.headDrop(0.25)), base);
    expect(drop.headDrop).toBeCloseTo(0.25, 1);
    expect(drop.lean).toBeLessThan(thresholds.lean.fair);

    const lean = deviations(measure(poses.leanIn(1.3)), base);
    expect(lean.lean).toBeCloseTo(0.3, 1);
    expect(lean.headDrop).toBeLessThan(thresholds.headDrop.fair);

    const tilt = deviations(measure(poses.tilt(12)), base);
    // Within a degree: the calibration frames carry a pixel of jitter, as a real model's do.
    expect(Math.abs(tilt.shoulderTilt! - 12)).toBeLessThan(1);
    expect(Math.abs(tilt.headTilt! - 12)).toBeLessThan(1);
  });

  it('takes a face narrow against the shoulders for a turn only when the face itself has narrowed', () => {
    type Name = keyof typeof keypointIndex;
    const widen = (keypoints: ReturnType<typeof poses.upright>, names: Name[], scale: number) => {
      const indices: number[] = names.map((name) => keypointIndex[name]);
      return keypoints.map((k, i) => (indices.includes(i) ? { ...k, x: 320 + (k.x - 320) * scale } : k));
    };
    // Shoulders at the frame's edge read 20% wider under a head tilted 20°: the tilt is still judged.
    const edge = widen(poses.headTilt(20), ['leftShoulder', 'rightShoulder'], 1.2);
    expect(deviations(measure(edge), base).headTilt).toBeGreaterThan(15);
    // The face itself at 0.78 of its width, as a 40° turn leaves it: the tilts are left out.
    const face: Name[] = ['nose', 'leftEye', 'rightEye', 'leftEar', 'rightEar'];
    const turned = deviations(measure(widen(poses.headTilt(20), face, 0.78)), base);
    expect(turned.headTilt).toBeUndefined();
    expect(turned.shoulderTilt).toBeUndefined();
    // Turned to a second monitor, the trunk 10° and the head 30° more: the shoulders read ×0.89 and
    // the face ×0.77 (the twelfth person with the camera aside), 0.87 of what they say. A face
    // narrowed by more than a fifth over shoulders that kept 0.85 of theirs is turned (decision 072).
    const trunkTurned = widen(poses.headTilt(20), ['leftShoulder', 'rightShoulder'], 0.89);
    const headTurnedMore = deviations(measure(widen(trunkTurned, face, 0.77)), base);
    expect(headTurnedMore.headTilt).toBeUndefined();
    expect(headTurnedMore.lateralLean).toBeUndefined();
    // Gone back, the face and the shoulders narrowed alike: nothing turned, the tilt still judged.
    const back = widen(widen(poses.headTilt(20), ['leftShoulder', 'rightShoulder'], 0.8), face, 0.77);
    expect(deviations(measure(back), base).headTilt).toBeGreaterThan(15);
  });

  it('takes a face narrowed by 15% with the nose a tenth across it for a turn, and either sign alone for none', () => {
    // A head turned away from a camera that already sees it from one side: the fourteenth person's
    // ears read ×0.80–0.83 over shoulders ×0.92, the nose 0.12–0.16 face widths across, and the head
    // 0.10–0.13 shoulder widths aside, which read as a sideways lean (decision 082).
    const head: number[] = [
      keypointIndex.nose,
      keypointIndex.leftEye,
      keypointIndex.rightEye,
      keypointIndex.leftEar,
      keypointIndex.rightEar,
    ];
    const aside = (faceScale: number, noseAcross: number) =>
      poses.upright().map((k, i) => {
        if (i === keypointIndex.leftShoulder || i === keypointIndex.rightShoulder)
          return { ...k, x: 320 + (k.x - 320) * 0.92 };
        if (!head.includes(i)) return k;
        const x = 320 + (k.x - 320) * faceScale - 25;
        return { ...k, x: i === keypointIndex.nose ? x - noseAcross * 90 * faceScale : x };
      });
    const turned = deviations(measure(aside(0.82, 0.14)), base);
    expect(turned.lateralLean).toBeUndefined();
    expect(turned.headTilt).toBeUndefined();
    // The nose where it was: a head moved aside, read as a lean.
    expect(deviations(measure(aside(0.82, 0)), base).lateralLean).toBeGreaterThan(0.1);
    // The face narrowed only a tenth: the nose's move alone is under its line.
    expect(deviations(measure(aside(0.9, 0.14)), base).lateralLean).toBeGreaterThan(0.1);
  });

  it('reads a face turned toward a camera to one side as looking aside, not as coming nearer', () => {
    // A camera 30 cm to one side sees the calibrated face from an angle; turning toward it to look at
    // a second monitor shows more of the face (the thirteenth person's ×1.12–1.24) and moves the nose
    // half a face width across it. Decision 081: no forward head, and the lean no more than the
    // shoulders grew.
    const grown = poses.faceNear(1.2);
    const towardCamera = grown.map((k, i) =>
      i === keypointIndex.nose ? { ...k, x: k.x + 0.5 * 90 * 1.2 } : k,
    );
    const turned = deviations(measure(towardCamera), base);
    expect(turned.headForward).toBeUndefined();
    expect(turned.lean).toBeLessThan(0.01);
    // The same face grown with the nose where it was: a head come toward the screen.
    const forward = deviations(measure(grown), base);
    expect(forward.headForward).toBeGreaterThan(0.15);
    expect(forward.lean).toBeGreaterThan(0.08);
  });

  it('counts a sideways lean of the trunk against the trunk’s limit, a raised shoulder against its own', () => {
    const limit = modelThresholds.fast.shoulderTilt.bad;
    // The shoulder line tilted alike (9.5°), once by one shoulder raised, once by the trunk leaning
    // sideways about the hips, which carries the shoulders toward the lower one.
    const raised = deviations(measure(poses.raisedShoulder(9.5)), base);
    expect(raised.shoulderTilt).toBeCloseTo(9.5 * raisedTiltFactor, 0);
    expect(raised.shoulderTilt).toBeGreaterThan(limit);
    const leaning = deviations(measure(poses.lateralLean(9.5)), base);
    expect(leaning.shoulderTilt).toBeLessThan(limit);
    expect(leaning.shoulderTilt).toBeCloseTo(9.5 * leanTiltShare, 0);
    // ISO 11226: past 10° the lean is bad too.
    expect(deviations(measure(poses.lateralLean(12)), base).shoulderTilt).toBeGreaterThan(limit);
    // A tilt that moves the shoulders the other way is no lean.
    const against = poses
      .raisedShoulder(9.5)
      .map((k, i) =>
        i === keypointIndex.leftShoulder || i === keypointIndex.rightShoulder ? { ...k, x: k.x - 60 } : k,
      );
    expect(deviations(measure(against), base).shoulderTilt).toBeGreaterThan(limit);
  });

  it('counts a raised shoulder by more than its tilt, as the models under-read it, and only a raised one', () => {
    const limit = modelThresholds.fast.shoulderTilt.bad;
    // Raising one shoulder lifts the shoulders' midpoint by half its lift: 7.5° reads past the limit.
    expect(deviations(measure(poses.raisedShoulder(7.5)), base).shoulderTilt).toBeGreaterThan(limit);
    // The same tilt turned about the chest (the midpoint stays where it was) reads as it is.
    const turned = deviations(measure(poses.tilt(7.5)), base);
    expect(Math.abs(turned.shoulderTilt! - 7.5)).toBeLessThan(1);
    expect(turned.shoulderTilt).toBeLessThan(limit);
  });

  it('counts for BlazePose a shoulder MoveNet beside it reads as raised, when BlazePose tilts the same way', () => {
    // Each frame as BlazePose sees it, with MoveNet's reading of the same picture hung on it.
    const withCompanion = (
      own: ReturnType<typeof poses.upright>,
      moveNet: ReturnType<typeof poses.upright>,
    ) => ({
      ...measure(own),
      companion: measure(moveNet),
    });
    const upright = Array.from({ length: 20 }, (_, i) => {
      const pose = poses.jitter(poses.upright(), 1, i + 1);
      return withCompanion(pose, pose);
    });
    const result = calibrate(upright, 0.5);
    if (!result.ok) throw new Error(result.problem);
    const both = result.calibration;
    const limit = modelThresholds.precise.shoulderTilt.bad;
    const tiltOf = (frame: FrameMeasurement) =>
      deviations(frame, both, moveNetUnits('precise')).shoulderTilt!;
    // BlazePose follows the lift to 5°, MoveNet to 8°: MoveNet's count, in BlazePose's degrees.
    const raised = tiltOf(withCompanion(poses.raisedShoulder(5), poses.raisedShoulder(8)));
    expect(raised).toBeCloseTo(8 * raisedTiltFactor * (limit / modelThresholds.fast.shoulderTilt.bad), 0);
    expect(raised).toBeGreaterThan(limit);
    // BlazePose's line level, or tilted the other way: MoveNet's reading alone counts for nothing.
    expect(tiltOf(withCompanion(poses.upright(), poses.raisedShoulder(8)))).toBeLessThan(limit / 2);
    expect(tiltOf(withCompanion(poses.raisedShoulder(-5), poses.raisedShoulder(8)))).toBeLessThan(limit);
    // MoveNet's line tilted without its midpoint rising (turned about the chest): not a raised shoulder.
    expect(tiltOf(withCompanion(poses.raisedShoulder(5), poses.tilt(8)))).toBeLessThan(limit);
  });

  it('wants the face itself to grow for a forward head once the shoulders have moved sideways or narrowed', () => {
    const limit = modelThresholds.fast.headForward.bad;
    // Shoulders read 8% narrower after moving aside (as MoveNet reads them), the face unchanged.
    expect(deviations(measure(poses.shifted(0.3, 0.92, 1)), base).headForward).toBeLessThan(0.01);
    // The same narrowing in place, the face unchanged: a shoulder point lost to a forearm across the
    // chest or a colleague beside the user (decision 039), not a head pushed forward.
    expect(deviations(measure(poses.shifted(0, 0.92, 1)), base).headForward).toBeLessThan(0.01);
    // A little narrower, as MoveNet reads them while a head bows (decision 042): the face's growth
    // against them would pass the limit, its own growth does not.
    expect(deviations(measure(poses.shifted(0, 0.97, 1.05)), base).headForward).toBeLessThan(limit);
    // As wide as calibrated or wider, the face's growth against them counts as before.
    expect(deviations(measure(poses.shifted(0, 1, 1.09)), base).headForward).toBeGreaterThan(limit);
    expect(deviations(measure(poses.shifted(0, 1.02, 1.12)), base).headForward).toBeCloseTo(0.098, 2);
    // A head pushed forward while aside or narrowed: the face grows, and it counts.
    expect(deviations(measure(poses.shifted(0.3, 1, 1.12)), base).headForward).toBeGreaterThan(limit);
    expect(deviations(measure(poses.shifted(0, 0.92, 1.12)), base).headForward).toBeGreaterThan(limit);
  });

  it('counts ears that spread further than the eyes only half the difference, and never the eyes over them', () => {
    const limits = modelThresholds.fast.headForward;
    // Seen from above the eyes, MoveNet spread the third person's ears under his hair as he typed,
    // and not his eyes: on the ears alone, 0.073, a hair under the bad limit.
    const typing = deviations(measure(poses.faceSpans(1.073, 1.006)), base).headForward ?? NaN;
    expect(typing).toBeCloseTo(0.04, 2);
    expect(typing).toBeLessThan(limits.fair);
    // A head bowed toward a laptop's camera brings the eyes nearer than the ears: the ears count.
    expect(deviations(measure(poses.faceSpans(1.03, 1.1)), base).headForward).toBeCloseTo(0.03, 2);
    // A head pushed forward grows both: it counts in full.
    const forward = deviations(measure(poses.faceSpans(1.1, 1.1)), base).headForward ?? NaN;
    expect(forward).toBeCloseTo(0.1, 2);
    expect(forward).toBeGreaterThan(limits.bad);
  });

  it('sees a head pushed forward as the face growing against the shoulders, and sitting nearer not', () => {
    // The head alone 12% larger about its centre: about 6 cm nearer a camera 60 cm away.
    const forward = deviations(measure(poses.faceNear(1.12)), base);
    expect(forward.headForward).toBeCloseTo(0.12, 1);
    expect(forward.headForward).toBeGreaterThan(modelThresholds.fast.headForward.bad);
    // Leaning in grows face and shoulders alike: a lean, not a forward head.
    const nearer = deviations(measure(poses.leanIn(1.2)), base);
    expect(nearer.headForward).toBeLessThan(0.01);
    expect(nearer.lean).toBeCloseTo(0.2, 1);
  });

  it('sees a head pushed forward from one side as its shift toward where the nose points', () => {
    // Calibrated by a camera to one side: the nose 0.2 face widths off the head's centre.
    const frames = Array.from({ length: 20 }, (_, i) => measure(poses.jitter(poses.aside(), 1, i + 1)));
    const result = calibrate(frames, 0.5);
    if (!result.ok) throw new Error(result.problem);
    const aside = result.calibration;
    const forwardOf = (pose: ReturnType<typeof poses.upright>, from = aside, units = asMoveNet) =>
      deviations(measure(pose), from, units).headForward!;
    // The head 0.1 shoulder widths toward the nose's side, the face hardly grown (as MoveNet read the
    // second person's 6 cm): past both models' bad limits, in each one's units.
    const pushed = poses.aside(0.1, 0.2, 1.02);
    expect(forwardOf(pushed)).toBeCloseTo(0.1, 2);
    expect(forwardOf(pushed)).toBeGreaterThan(modelThresholds.fast.headForward.bad);
    expect(forwardOf(pushed, aside, moveNetUnits('precise'))).toBeGreaterThan(
      modelThresholds.precise.headForward.bad,
    );
    // The other way, with the shoulders carried along (a sideways lean), with the face narrowed (a
    // turn), or with the head tilted 15°: only the face's growth counts.
    const tilted = poses.withHeadTilted(poses.aside(0.1, 0.2, 1.02), 15);
    for (const pose of [
      poses.aside(-0.1, 0.2, 1.02),
      poses.aside(0.1, 0.2, 1.02, 0.12),
      poses.aside(0.1, 0.2, 0.95),
      tilted,
    ])
      expect(forwardOf(pose)).toBeLessThan(0.03);
    // A camera straight ahead, whose calibrated nose points nowhere in particular (a jitter of a pixel
    // or two): a head moved sideways either way is not a head pushed forward.
    for (const way of [0.1, -0.1]) expect(forwardOf(poses.aside(way, 0, 1.02), base)).toBeLessThan(0.03);
  });

  it('reads a bowed head by its eyes, which drop with it, not by its ears, which sit near its pivots', () => {
    // The truth set's neck bent 30°: the eyes dropped 0.17 shoulder widths for both people, the ears
    // 0.02 for one of them — under the bad limit, had the drop been read on the ears.
    const bowed = deviations(measure(poses.bow(0.17)), base);
    expect(bowed.headDrop).toBeCloseTo(0.17, 2);
    expect(bowed.headDrop).toBeGreaterThan(limitsFor('fast', { sensitivity: 5 }).headDrop.bad);
  });

  it('forgives the eyes sinking of a user leaning back with the head upright, not a head bowed after it', () => {
    // Reclined 20° about the hips at 60 cm: the whole upper body 0.78× its calibrated size, and the neck
    // bent forward against the trunk to keep the eyes on the screen sinks them 0.09 shoulder widths
    // (the truth set's second person, MoveNet: 0.077, "Almost there" held for minutes).
    const limits = limitsFor('fast', { sensitivity: 5 });
    const leaningBack = deviations(measure(poses.reclined(0.78, 0.09)), base);
    expect(leaningBack.headDrop).toBeCloseTo(0.09 - 0.22 * reclineHeadDropPerShrink, 2);
    expect(leaningBack.headDrop).toBeLessThan(limits.headDrop.fair);
    // Sitting upright at the calibrated distance, the same sink is not forgiven.
    expect(deviations(measure(poses.headDrop(0.09)), base).headDrop).toBeGreaterThan(limits.headDrop.fair);
    // Leaning back and then bowing the head over the keyboard is still a bowed head.
    expect(deviations(measure(poses.reclined(0.78, 0.17)), base).headDrop).toBeGreaterThan(
      limits.headDrop.bad,
    );
  });

  it('compares the head on the landmarks the calibration had, whether the ears come or go', () => {
    const ears = new Set<number>([keypointIndex.leftEar, keypointIndex.rightEar]);
    const hideEars = (pose: ReturnType<typeof poses.upright>) =>
      pose.map((k, i) => (ears.has(i) ? { ...k, score: 0.1 } : k));
    // Calibrated with the ears under hair; now they show. Ears sit lower and wider apart than the eyes.
    const frames = Array.from({ length: 20 }, (_, i) =>
      measure(hideEars(poses.jitter(poses.upright(), 1, i + 1))),
    );
    const result = calibrate(frames, 0.5);
    if (!result.ok) throw new Error(result.problem);
    const shown = deviations(measure(poses.upright()), result.calibration);
    expect(shown.headDrop).toBeLessThan(0.01);
    expect(shown.headForward).toBeLessThan(0.01);
    expect(shown.lean).toBeLessThan(0.01);
    // A real drop still reads, on the eyes.
    expect(deviations(measure(poses.headDrop(0.25)), result.calibration).headDrop).toBeCloseTo(0.25, 1);
    // Calibrated with the ears; now they are lost: the same posture, not a face turned away.
    const lost = deviations(measure(hideEars(poses.upright())), base);
    expect(lost.headDrop).toBeLessThan(0.01);
    expect(lost.lean).toBeLessThan(0.01);
    expect(lost.headTilt).toBeDefined();
  });

  it('scores upright near 100 and a slouch low', () => {
    const limits = limitsFor('fast', { sensitivity: 5 });
    expect(scoreFor(deviations(measure(poses.upright()), base), limits, 'good')).toBeGreaterThanOrEqual(95);
    expect(scoreFor(deviations(measure(poses.headDrop(0.3)), base), limits, 'bad')).toBeLessThan(40);
  });
});

describe('calibration', () => {
  it('refuses when the user moves, is not in frame, or the room is too dark', () => {
    const moving = Array.from({ length: 20 }, (_, i) =>
      measure(i % 2 ? poses.headDrop(0.3) : poses.upright()),
    );
    expect(calibrate(moving, 0.5)).toEqual({ ok: false, problem: 'moving' });
    const missing = Array.from({ length: 20 }, (_, i) => (i % 3 ? null : measure(poses.upright())));
    expect(calibrate(missing, 0.5)).toEqual({ ok: false, problem: 'notInFrame' });
    expect(calibrate([measure(poses.upright())], 0.05)).toEqual({ ok: false, problem: 'tooDark' });
  });
});

const defaultLimits = limitsFor('fast', { sensitivity: 5 });

describe('posture state machine', () => {
  const base = calibration();
  const run = (
    machine: PostureStateMachine,
    pose: ReturnType<typeof poses.upright> | null,
    from: number,
    to: number,
    stepMs = 100,
  ) => {
    const updates = [];
    for (let t = from; t <= to; t += stepMs) {
      const frame = pose ? measureFrame(pose) : 'noPerson';
      updates.push({
        t,
        ...machine.update(typeof frame === 'string' ? null : deviations(frame, base), defaultLimits, t),
      });
    }
    return updates;
  };

  it('alerts only after 5 s of sustained bad posture, naming the metric, then waits 60 s', () => {
    const machine = new PostureStateMachine();
    run(machine, poses.upright(), 0, 3000);
    const slouch = run(machine, poses.leanIn(1.35), 3100, 70_000);
    const alerts = slouch.filter((u) => u.alert);
    expect(alerts[0]!.alert!.metric).toBe('lean');
    const becameBad = slouch.find((u) => u.status === 'bad')!.t;
    expect(alerts[0]!.t - becameBad).toBeGreaterThanOrEqual(5000);
    expect(alerts[0]!.t - becameBad).toBeLessThan(5200);
    expect(alerts[1]!.t - alerts[0]!.t).toBeGreaterThanOrEqual(60_000);
  });

  it('cues a new slouch after the user sat well, without the first one’s minute of cool-down', () => {
    const machine = new PostureStateMachine();
    run(machine, poses.upright(), 0, 3000);
    const first = run(machine, poses.leanIn(1.35), 3100, 12_000).find((u) => u.alert)!;
    // The user acts on the cue: sits well for 12 s, then slouches again.
    run(machine, poses.upright(), 12_100, 24_000);
    const again = run(machine, poses.leanIn(1.35), 24_100, 70_000);
    const second = again.find((u) => u.alert)!;
    const becameBad = again.find((u) => u.status === 'bad')!.t;
    // Its own grace, as the first one had; never sooner than 30 s after the last cue.
    expect(second.t - becameBad).toBeGreaterThanOrEqual(5000);
    expect(second.t - Math.max(becameBad + 5000, first.t + 30_000)).toBeLessThan(200);
    expect(second.t - first.t).toBeLessThan(60_000);
  });

  it('keeps the minute of cool-down when the user sat up only for a moment', () => {
    const machine = new PostureStateMachine();
    run(machine, poses.upright(), 0, 3000);
    const first = run(machine, poses.leanIn(1.35), 3100, 12_000).find((u) => u.alert)!;
    run(machine, poses.upright(), 12_100, 16_000);
    const second = run(machine, poses.leanIn(1.35), 16_100, 90_000).find((u) => u.alert)!;
    expect(second.t - first.t).toBeGreaterThanOrEqual(60_000);
  });

  it('names a head pushed forward on its own, and a lean when the whole upper body came forward', () => {
    const limits = limitsFor('fast', { sensitivity: 5 });
    const cueOf = (pose: ReturnType<typeof poses.upright>) => {
      const machine = new PostureStateMachine();
      for (let t = 0; t <= 3000; t += 100)
        machine.update(deviations(measure(poses.upright()), base), limits, t);
      for (let t = 3100; t <= 20_000; t += 100) {
        const alert = machine.update(deviations(measure(pose), base), limits, t).alert;
        if (alert) return alert.metric;
      }
      return undefined;
    };
    expect(cueOf(poses.faceNear(1.15))).toBe('headForward');
    // Leaning 12% nearer with the head a further 15% forward: "sit back" mends both.
    const slumped = poses.leanWithHeadForward(1.12, 1.15);
    const devs = deviations(measure(slumped), base);
    expect(devs.headForward! / limits.headForward.bad).toBeGreaterThan(devs.lean! / limits.lean.bad);
    expect(cueOf(slumped)).toBe('lean');
  });

  it('names a bowed head a head drop when it also reads as a face grown past the forward head limit', () => {
    const limits = limitsFor('fast', { sensitivity: 5 });
    const cueOf = (devs: { headForward: number; headDrop: number }) => {
      const machine = new PostureStateMachine();
      for (let t = 0; t <= 20_000; t += 100) {
        const alert = machine.update(t < 3000 ? { headForward: 0, headDrop: 0 } : devs, limits, t).alert;
        if (alert) return alert.metric;
      }
      return undefined;
    };
    // MoveNet's reading of the fifth person's neck bent 30° (decision 036): the forward head is further
    // past its limit than the head drop is past its own, but the eyes sank past theirs.
    const bowed = { headForward: 0.122, headDrop: 0.143 };
    expect(bowed.headForward / limits.headForward.bad).toBeGreaterThan(bowed.headDrop / limits.headDrop.bad);
    expect(cueOf(bowed)).toBe('headDrop');
    // A head pushed forward with the eyes only a little lower stays a forward head.
    expect(cueOf({ headForward: 0.122, headDrop: 0.04 })).toBe('headForward');
  });

  it('lets a glance at the keyboard pass without a bad status', () => {
    const machine = new PostureStateMachine();
    run(machine, poses.upright(), 0, 3000);
    const glance = run(machine, poses.headDrop(0.3), 3100, 5000);
    expect(glance.every((u) => u.status !== 'bad')).toBe(true);
    const back = run(machine, poses.upright(), 5100, 7000);
    expect(back.at(-1)!.status).toBe('good');
  });

  it('turns a long head drop into bad and an alert about the head', () => {
    const machine = new PostureStateMachine();
    run(machine, poses.upright(), 0, 3000);
    const drop = run(machine, poses.headDrop(0.3), 3100, 20_000);
    expect(drop.some((u) => u.status === 'bad')).toBe(true);
    expect(drop.find((u) => u.alert)?.alert?.metric).toBe('headDrop');
  });

  it('does not take a stretch with the arms up for a head drop, but does a chin propped on a hand', () => {
    const stretching = new PostureStateMachine();
    run(stretching, poses.upright(), 0, 3000);
    const stretch = run(stretching, poses.stretch(0.25), 3100, 30_000);
    expect(stretch.every((u) => u.status === 'good' && !u.alert)).toBe(true);
    // The same shoulders without the raised elbows read as the head sinking into them.
    const shrug = measureFrame(
      poses.stretch(0.25).map((k, i) => (i === 7 || i === 8 ? { ...k, score: 0.05 } : k)),
    );
    expect(typeof shrug !== 'string' && deviations(shrug, base).headDrop).toBeGreaterThan(0.2);

    const propped = new PostureStateMachine();
    run(propped, poses.upright(), 0, 3000);
    const slump = run(propped, poses.chinOnHand(0.3), 3100, 30_000);
    expect(slump.find((u) => u.alert)?.alert?.metric).toBe('headDrop');
  });

  it('goes away after 3 s without a person, and comes back', () => {
    const machine = new PostureStateMachine();
    run(machine, poses.upright(), 0, 1000);
    const away = run(machine, null, 1100, 5000);
    expect(away.find((u) => u.t < 4000 && u.status === 'away')).toBeUndefined();
    expect(away.at(-1)!.status).toBe('away');
    expect(run(machine, poses.upright(), 5100, 6000).at(-1)!.status).toBe('good');
  });

  it('does not flicker around a threshold (hysteresis)', () => {
    const limits = thresholds.headDrop;
    expect(levelFor(limits.bad * 0.9, limits, 'bad')).toBe('bad');
    expect(levelFor(limits.bad * 0.9, limits, 'good')).toBe('fair');
    expect(levelFor(limits.fair * 0.85, limits, 'fair')).toBe('fair');
    expect(levelFor(limits.fair * 0.85, limits, 'good')).toBe('good');
  });

  it('is stricter at a higher sensitivity', () => {
    // A drop a little past where "Almost there" begins at the default sensitivity.
    const slight = deviations(measure(poses.headDrop(modelThresholds.fast.headDrop.fair * 1.2)), base);
    const strict = new PostureStateMachine().update(slight, limitsFor('fast', { sensitivity: 10 }), 0);
    const relaxed = new PostureStateMachine().update(slight, limitsFor('fast', { sensitivity: 1 }), 0);
    expect(strict.levels.headDrop).not.toBe('good');
    expect(relaxed.levels.headDrop).toBe('good');
  });

  it('gives a gentle cue after 3 minutes of "Almost there", not before, and not while good', () => {
    const machine = new PostureStateMachine();
    const fairLean = { lean: (defaultLimits.lean.fair + defaultLimits.lean.bad) / 2 };
    const updates = [];
    for (let t = 0; t <= 200_000; t += 500)
      updates.push({ t, ...machine.update(fairLean, defaultLimits, t) });
    const cues = updates.filter((u) => u.alert);
    expect(updates.at(-1)!.status).toBe('fair');
    expect(cues).toHaveLength(1);
    expect(cues[0]!.alert).toMatchObject({ kind: 'gentle', metric: 'lean' });
    expect(cues[0]!.t).toBeGreaterThanOrEqual(180_000);
    // The score says "Almost there" too.
    expect(updates.at(-1)!.score).toBeGreaterThanOrEqual(50);
    expect(updates.at(-1)!.score).toBeLessThan(75);
    const good = new PostureStateMachine();
    for (let t = 0; t <= 200_000; t += 500)
      expect(good.update({ lean: defaultLimits.lean.fair * 0.5 }, defaultLimits, t).alert).toBeUndefined();
  });

  it('gives no gentle cue for a tilt within its limit, however long, and names the forward bend beside it', () => {
    const mid = (id: 'headTilt' | 'shoulderTilt' | 'lateralLean' | 'headForward') =>
      (defaultLimits[id].fair + defaultLimits[id].bad) / 2;
    const play = (devs: Partial<Record<MetricId, number>>) => {
      const machine = new PostureStateMachine();
      const updates = [];
      for (let t = 0; t <= 400_000; t += 500) updates.push(machine.update(devs, defaultLimits, t));
      return updates;
    };
    // ISO 11226 accepts bending sideways up to 10° however long it is held: "Almost there", no cue.
    const tilts = play({
      headTilt: mid('headTilt'),
      shoulderTilt: mid('shoulderTilt'),
      lateralLean: mid('lateralLean'),
    });
    expect(tilts.at(-1)!.status).toBe('fair');
    expect(tilts.filter((u) => u.alert)).toEqual([]);
    // A head pushed forward held as long is a slouch in the making, even when a tilt is further off.
    const both = play({ headTilt: defaultLimits.headTilt.bad * 0.95, headForward: mid('headForward') });
    expect(both.find((u) => u.alert)?.alert).toMatchObject({ kind: 'gentle', metric: 'headForward' });
  });

  it('keeps counting "Almost there" through brief dips under the limit, but not through sitting well', () => {
    const fairLean = { lean: (defaultLimits.lean.fair + defaultLimits.lean.bad) / 2 };
    const goodLean = { lean: defaultLimits.lean.fair * 0.5 };
    // A forward head held near its limit: every 20 s, 3 s read good (a breath, a shift).
    const dipping = new PostureStateMachine();
    const dips = [];
    for (let t = 0; t <= 200_000; t += 500) {
      const devs = t % 20_000 >= 17_000 ? goodLean : fairLean;
      dips.push({ t, ...dipping.update(devs, defaultLimits, t) });
    }
    expect(dips.some((u) => u.status === 'good')).toBe(true);
    const gentle = dips.filter((u) => u.alert);
    expect(gentle).toHaveLength(1);
    expect(gentle[0]!.t).toBeGreaterThanOrEqual(180_000);
    expect(gentle[0]!.t).toBeLessThan(200_000);

    // Sitting well for 20 s in the middle starts the count again.
    const resting = new PostureStateMachine();
    for (let t = 0; t <= 200_000; t += 500) {
      const devs = t >= 100_000 && t < 120_000 ? goodLean : fairLean;
      expect(resting.update(devs, defaultLimits, t).alert).toBeUndefined();
    }
  });

  it('keeps waiting through a moment of "Almost there" in a held slouch, but starts again after good', () => {
    const headDown = { headDrop: defaultLimits.headDrop.bad * 1.5 };
    // Under the bad limit's way out (80%), above fair's.
    const easing = { headDrop: ((defaultLimits.headDrop.fair + defaultLimits.headDrop.bad) / 2) * 0.8 };
    const upright = { headDrop: 0 };
    const play = (dip: Record<string, number>) => {
      const machine = new PostureStateMachine();
      const updates = [];
      for (let t = 0; t <= 30_000; t += 250) {
        // Head down from 0 s; at 8–10 s it eases a little (or comes right up), then goes down again.
        const devs = t >= 8000 && t < 10_000 ? dip : headDown;
        updates.push({ t, ...machine.update(devs, defaultLimits, t) });
      }
      return updates;
    };
    const eased = play(easing);
    expect(eased.some((u) => u.t >= 8000 && u.t < 10_000 && u.status === 'fair')).toBe(true);
    // Head-only faults wait 10 s (plus the 2.5 s a glance takes to show): the dip does not add to it.
    expect(eased.find((u) => u.alert)!.t).toBeLessThan(14_000);
    const satUp = play(upright);
    expect(satUp.some((u) => u.t >= 8000 && u.t < 10_000 && u.status === 'good')).toBe(true);
    expect(satUp.find((u) => u.alert)!.t).toBeGreaterThan(20_000);
  });

  it('cues a slouch that creeps in over a minute once it has been bad for the grace, not later', () => {
    // Most slouches come slowly: a minute through "Almost there" must not delay the cue once bad.
    for (const [metric, graceMs] of [
      ['lean', 5000],
      ['headDrop', 10_000],
    ] as const) {
      const machine = new PostureStateMachine();
      const updates = [];
      for (let t = 0; t <= 90_000; t += 250) {
        // From 0 to twice the bad limit over 60 s: past fair at 30 × fair/bad s, past bad at 30 s.
        const value = 2 * defaultLimits[metric].bad * Math.min(1, t / 60_000);
        updates.push({ t, ...machine.update({ [metric]: value }, defaultLimits, t) });
      }
      const crossedBad = 30_000;
      const cues = updates.filter((u) => u.alert);
      expect(cues[0]!.alert).toMatchObject({ kind: 'alert', metric });
      expect(cues[0]!.t).toBeGreaterThanOrEqual(crossedBad + graceMs);
      expect(cues[0]!.t).toBeLessThan(crossedBad + graceMs + 3000);
      // On the way it showed "Almost there", and no gentle cue came before the cue.
      expect(updates.some((u) => u.t < crossedBad && u.status === 'fair')).toBe(true);
      expect(cues).toHaveLength(1);
    }
  });

  it('holds the status through frames it cannot compare with the calibration, without going away', () => {
    const pipeline = new PosturePipeline('fast', { sensitivity: 5 });
    pipeline.setCalibration(calibration());
    let t = 0;
    const feed = (keypoints: ReturnType<typeof poses.upright>, until: number) => {
      const out = [];
      for (; t <= until; t += 333) out.push(pipeline.process(keypoints, t));
      return out;
    };
    expect(feed(poses.headDrop(0.3), 6000).at(-1)!.update!.status).toBe('bad');
    // One shoulder lost (hunched near the camera, the shoulder at the frame's edge): a side view.
    const oneShoulder = poses.headDrop(0.3).map((k, i) => (i === 5 ? { ...k, score: 0.2 } : k));
    const held = feed(oneShoulder, 12_000);
    expect(held.every((f) => f.update!.status === 'bad' && f.devs === null && !f.update!.alert)).toBe(true);
  });

  it('keeps a tilted head’s tilt through a moment read as turned, and not through a real turn', () => {
    const play = (flicker: (i: number) => ReturnType<typeof poses.upright>) => {
      const pipeline = new PosturePipeline('fast', { sensitivity: 5 });
      pipeline.setCalibration(calibration());
      const out = [];
      for (let t = 0; t <= 3000; t += 333) out.push(pipeline.process(poses.upright(), t));
      for (let i = 0, t = 3333; t <= 30_000; i++, t += 333) out.push(pipeline.process(flicker(i), t));
      return out;
    };
    // A head tilted 20° that the model reads as turned on every other frame: the tilt is cued, by name.
    const flickering = play((i) => poses.headTilt(20, i % 2 ? 0.6 : 0));
    expect(flickering.some((f) => f.devs && f.devs.headTilt === undefined)).toBe(false);
    expect(flickering.find((f) => f.update?.alert)?.update!.alert!.metric).toBe('headTilt');
    // Turned for good (to a second monitor): after a second the tilt is no longer judged.
    const turned = play(() => poses.headTilt(20, 0.6));
    expect(turned.slice(-60).every((f) => f.devs!.headTilt === undefined)).toBe(true);
    expect(turned.some((f) => f.update?.alert)).toBe(false);
  });

  it('judges a face come close to the screen as a lean when the shoulders are lost behind it', () => {
    const lose = (keypoints: ReturnType<typeof poses.upright>, ...indices: number[]) =>
      keypoints.map((k, i) => (indices.includes(i) ? { ...k, score: 0.1 } : k));
    const play = (keypoints: ReturnType<typeof poses.upright>) => {
      const pipeline = new PosturePipeline('fast', { sensitivity: 5 });
      pipeline.setCalibration(calibration());
      const out = [];
      for (let t = 0; t <= 3000; t += 333) out.push(pipeline.process(poses.upright(), t));
      for (let t = 3333; t <= 40_000; t += 333) out.push(pipeline.process(keypoints, t));
      return out;
    };
    // The face twice its calibrated width, one shoulder or both lost: the lean that most needs a cue.
    for (const lost of [[5], [5, 6]]) {
      const frames = play(lose(poses.leanIn(2), ...lost));
      expect(frames.at(-1)!.update!.status).toBe('bad');
      expect(frames.at(-1)!.devs!.lean).toBeCloseTo(1, 1);
      expect(frames.find((f) => f.update?.alert)?.update!.alert!.metric).toBe('lean');
    }
    // A face only a little larger with a shoulder lost says nothing: the status holds, and a face that
    // size with both shoulders lost is nobody there, as before.
    const slightly = play(lose(poses.leanIn(1.1), 5));
    expect(slightly.slice(10).every((f) => f.devs === null && f.update!.status === 'good')).toBe(true);
    expect(play(lose(poses.leanIn(1.1), 5, 6)).at(-1)!.update!.status).toBe('away');
  });

  it('suggests recalibrating when posture reads bad from the very start', () => {
    const machine = new PostureStateMachine();
    const updates = run(machine, poses.leanIn(1.4), 0, 25_000);
    expect(updates.at(-1)!.suggestRecalibration).toBe(true);
  });
});

describe('only the calibrated user counts', () => {
  const shifted = (dx: number, dy: number) =>
    poses.upright().map((k) => ({ ...k, x: k.x + dx, y: k.y + dy }));
  const reason = (keypoints: ReturnType<typeof poses.upright>) => {
    const pipeline = new PosturePipeline('fast', { sensitivity: 5 });
    pipeline.setCalibration(calibration());
    return pipeline.process(keypoints, 1000).notTheUser;
  };

  it('says why a person in view is not judged: far aside, another size, or risen (standing)', () => {
    expect(reason(poses.upright())).toBeUndefined();
    expect(reason(shifted(60, 0))).toBeUndefined();
    expect(reason(shifted(300, 0))).toBe('aside');
    expect(reason(poses.leanIn(0.5))).toBe('size');
    expect(reason(shifted(0, -150))).toBe('risen');
  });
});

describe('One Euro filter', () => {
  it('smooths jitter on a still landmark and follows a real move', () => {
    const filter = new OneEuroFilter();
    const noisy = Array.from({ length: 60 }, (_, i) => 100 + (i % 2 ? 3 : -3));
    const smoothed = noisy.map((v, i) => filter.next(v, i * 33));
    const spread = (values: number[]) => Math.max(...values) - Math.min(...values);
    expect(spread(smoothed.slice(30))).toBeLessThan(spread(noisy) / 2);
    let last = 0;
    for (let i = 60; i < 90; i++) last = filter.next(200, i * 33);
    expect(last).toBeGreaterThan(190);
  });
});

describe('minute aggregation', () => {
  it('adds up good, fair and bad seconds per minute and skips away time', () => {
    const aggregator = new MinuteAggregator();
    const start = 60_000 * 1000;
    const minutes = [];
    for (let t = start; t < start + 60_000; t += 500) {
      const status = t < start + 30_000 ? 'good' : t < start + 45_000 ? 'bad' : 'away';
      minutes.push(
        ...aggregator.add(
          {
            status,
            score: status === 'good' ? 90 : 20,
            deviations: { headDrop: 0.1 },
            alert: t === start + 40_000,
          },
          t,
        ),
      );
    }
    minutes.push(
      ...aggregator.add({ status: 'good', score: 90, deviations: {}, alert: false }, start + 60_000),
    );
    expect(minutes).toHaveLength(1);
    expect(minutes[0]).toMatchObject({
      minute: start,
      secondsGood: 30,
      secondsBad: 15,
      secondsFair: 0,
      alerts: 1,
    });
    expect(minutes[0]!.score).toBeGreaterThan(60);
    expect(minutes[0]!.score).toBeLessThan(75);
  });
});

describe('side view (camera beside the user)', () => {
  const sideCalibration = (): Calibration => {
    const frames = Array.from({ length: 20 }, (_, i) => measure(poses.jitter(poses.sideUpright(), 1, i + 1)));
    const result = calibrate(frames, 0.5);
    if (!result.ok) throw new Error(result.problem);
    return result.calibration;
  };

  it('recognises the side view and measures neck and trunk from the vertical', () => {
    const upright = measure(poses.sideUpright());
    expect(upright.view).toBe('side');
    expect(upright.neckInclination).toBeCloseTo(0, 0);
    expect(upright.torsoInclination).toBeCloseTo(0, 0);
    const forward = measure(poses.sideForwardHead(30));
    expect(forward.neckInclination).toBeCloseTo(30, 0);
    expect(measure(poses.sideForwardTrunk(25)).torsoInclination).toBeCloseTo(25, 0);
    expect(sideCalibration().view).toBe('side');
  });

  it('reads the ISO 11226 ranges: neck fair past 15°, bad past 25°; trunk fair past 10°, bad past 20°', () => {
    const base = sideCalibration();
    const neck = (degrees: number) => deviations(measure(poses.sideForwardHead(degrees)), base).neck!;
    const trunk = (degrees: number) => deviations(measure(poses.sideForwardTrunk(degrees)), base).torso!;
    expect(levelFor(neck(10), thresholds.neck)).toBe('good');
    expect(levelFor(neck(20), thresholds.neck)).toBe('fair');
    expect(levelFor(neck(30), thresholds.neck)).toBe('bad');
    expect(levelFor(trunk(5), thresholds.torso)).toBe('good');
    expect(levelFor(trunk(15), thresholds.torso)).toBe('fair');
    expect(levelFor(trunk(25), thresholds.torso)).toBe('bad');
    // Front-view metrics are not guessed from a side view.
    expect(Object.keys(deviations(measure(poses.sideForwardHead(30)), base)).sort()).toEqual([
      'neck',
      'torso',
    ]);
  });

  it('alerts about the neck after a sustained forward head, and about the trunk for a bent back', () => {
    const base = sideCalibration();
    const alertFor = (pose: ReturnType<typeof poses.upright>) => {
      const machine = new PostureStateMachine();
      for (let t = 0; t <= 3000; t += 100)
        machine.update(deviations(measure(poses.sideUpright()), base), defaultLimits, t);
      for (let t = 3100; t <= 25_000; t += 100) {
        const update = machine.update(deviations(measure(pose), base), defaultLimits, t);
        if (update.alert) return update.alert.metric;
      }
      return undefined;
    };
    expect(alertFor(poses.sideForwardHead(32))).toBe('neck');
    expect(alertFor(poses.sideForwardTrunk(28))).toBe('torso');
  });
});

describe('looking at the screens', () => {
  it('keeps the larger allowance of each metric when the user adds another screen', () => {
    const first = { allowHeadDrop: 0.12, allowHeadTilt: 3 };
    const laptopBelow = { allowHeadDrop: 0.2, allowHeadTilt: 1 };
    expect(mergeLookAround(first, laptopBelow)).toEqual({ allowHeadDrop: 0.2, allowHeadTilt: 3 });
    expect(mergeLookAround(first, {})).toEqual(first);
    expect(mergeLookAround({}, laptopBelow)).toEqual(laptopBelow);
  });
});
