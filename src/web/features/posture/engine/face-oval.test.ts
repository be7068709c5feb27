import { describe, expect, it } from 'vitest';
import type { PoseModelChoice } from '../detector/pose-models';
import { calibrate } from './calibration';
import type { FaceOval } from './face-oval';
import {
  forwardBoundedByOval,
  leanBoundedByOval,
  leanFaceGrowth,
  ovalBelievedFrom,
  ovalBoundMargin,
  ovalForward,
  ovalForwardMargin,
  ovalWidthOf,
} from './face-oval';
import type { Keypoint } from './keypoints';
import { moveNetUnits } from './model-thresholds';
import { PosturePipeline } from './posture-pipeline';
import { poses } from './testing/synthetic-poses';

/**
 * The synthetic skeleton's face oval (its eyes at 300 and 340 px, its ears at 275 and 365): `width`
 * wide about the head's centre, or about `centreX` (another face in the picture).
 */
const oval = (width = 100, centreX = 320): FaceOval => [
  { x: centreX - width / 2, y: 165 },
  { x: centreX + width / 2, y: 165 },
];

/** Calibrated on the upright skeleton with its oval, then one frame's forward head (after the 3 s median). */
function forwardHead(
  keypoints: Keypoint[],
  frameOval: FaceOval | undefined,
  { model = 'fast' as PoseModelChoice, calibratedOval = oval() as FaceOval | null } = {},
) {
  const pipeline = new PosturePipeline(model, { sensitivity: 5 });
  const companion = model === 'precise' ? poses.upright() : undefined;
  const frames = Array.from(
    { length: 15 },
    (_, i) => pipeline.measure(poses.upright(), i * 333, companion, calibratedOval ?? undefined).frame,
  );
  const result = calibrate(frames, 0.5);
  if (!result.ok) throw new Error(result.problem);
  pipeline.setCalibration(result.calibration);
  const frameCompanion = model === 'precise' ? keypoints : undefined;
  return pipeline.process(keypoints, 10_000, frameCompanion, frameOval).devs?.headForward;
}

describe("the face model's oval (decision 056)", () => {
  it("measures the oval only when it is the pose model's face", () => {
    expect(ovalWidthOf(oval(100), poses.upright())).toBeCloseTo(100);
    // A colleague's face beside the user's: the face model found the other one.
    expect(ovalWidthOf(oval(100, 520), poses.upright())).toBeUndefined();
    expect(ovalWidthOf(undefined, poses.upright())).toBeUndefined();
  });

  it('reads the oval grown against the shoulders; when they are unsure, only what it grew on its own', () => {
    expect(ovalForward(110, 100, 1, false)).toBeCloseTo(0.1);
    expect(ovalForward(108, 100, 1.08, false)).toBeCloseTo(0);
    // Shoulders moved sideways (a shift in the chair), or read much narrower (a forearm across the
    // chest): only the oval's own growth counts.
    expect(ovalForward(100, 100, 0.95, true)).toBe(0);
    expect(ovalForward(110, 100, 0.95, true)).toBeCloseTo(0.1);
    expect(ovalForward(100, 100, 0.85, false)).toBe(0);
    // Read 3% narrower as the head came forward at eye level: the oval's growth over them counts.
    expect(ovalForward(107, 100, 0.97, false)).toBeCloseTo(1.07 / 0.97 - 1);
    expect(ovalForward(110, undefined, 1, false)).toBeUndefined();
  });

  it('counts a forward head the pose model reads at half as the face model reads it', () => {
    // MoveNet's ears and eyes grow 1.04× (a body model's reading), FaceMesh's oval 1.10×.
    const head = poses.faceSpans(1.04, 1.04);
    expect(forwardHead(head, undefined)).toBeCloseTo(0.04, 2);
    expect(forwardHead(head, oval(110))).toBeCloseTo(0.1, 2);
    // Sitting 8% nearer grows the oval with the shoulders: no forward head.
    expect(forwardHead(poses.leanIn(1.08), oval(108))).toBeLessThan(0.01);
  });

  it('takes the larger reading, and leaves out an oval that is not the calibrated face', () => {
    const head = poses.faceSpans(1.1, 1.1);
    // The face model lost the face: the pose model's own reading stands.
    expect(forwardHead(head, undefined)).toBeCloseTo(0.1, 2);
    // Read a little narrower than the pose model's face, within its margin (decision 066): the pose
    // model's reading stands.
    expect(forwardHead(head, oval(105))).toBeCloseTo(0.1, 2);
    // Another face in the picture, larger: not the user's.
    expect(forwardHead(poses.faceSpans(1.04, 1.04), oval(130, 520))).toBeCloseTo(0.04, 2);
    // A calibration without the oval (made before it, or without the face model) reads as before.
    expect(forwardHead(poses.faceSpans(1.04, 1.04), oval(110), { calibratedOval: null })).toBeCloseTo(
      0.04,
      2,
    );
  });

  it("counts the pose model's forward head no further past the oval than its margin (decision 066)", () => {
    const head = poses.faceSpans(1.1, 1.1);
    // The oval grew 1%: the ears and eyes spread on their own beyond it.
    expect(forwardHead(head, oval(101))).toBeCloseTo(0.01 + ovalForwardMargin, 2);
    // The oval no wider than calibrated: the face did not come nearer.
    expect(forwardHead(head, oval(100))).toBeCloseTo(ovalForwardMargin, 2);
    // An oval read far narrower is the face model's error, not a face that shrank: not believed.
    expect(forwardHead(head, oval(85))).toBeCloseTo(0.1, 2);
    // The pure function: bounded only where the oval is read and believed.
    expect(forwardBoundedByOval(0.12, 0.02, 1.02)).toBeCloseTo(0.02 + ovalForwardMargin);
    expect(forwardBoundedByOval(0.05, 0.02, 1.02)).toBe(0.05);
    expect(forwardBoundedByOval(0.12, undefined, undefined)).toBe(0.12);
    expect(forwardBoundedByOval(0.12, 0, ovalBelievedFrom - 0.01)).toBe(0.12);
  });

  it("reads BlazePose's forward head on MoveNet's shoulders beside it and the oval, in BlazePose's units", () => {
    const read = forwardHead(poses.faceSpans(1.04, 1.04), oval(110), { model: 'precise' });
    expect(read).toBeCloseTo(0.1 * moveNetUnits('precise').headForward, 2);
  });
});

/** Calibrated on the upright skeleton with its oval (MoveNet), then one frame's lean. */
function lean(keypoints: Keypoint[], frameOval: FaceOval | undefined) {
  const pipeline = new PosturePipeline('fast', { sensitivity: 5 });
  const frames = Array.from(
    { length: 15 },
    (_, i) => pipeline.measure(poses.upright(), i * 333, undefined, oval()).frame,
  );
  const result = calibrate(frames, 0.5);
  if (!result.ok) throw new Error(result.problem);
  pipeline.setCalibration(result.calibration);
  return pipeline.process(keypoints, 10_000, undefined, frameOval).devs?.lean;
}

describe("the lean's face read against the face model's oval (decision 059)", () => {
  it('counts no more face growth than the oval reads', () => {
    // MoveNet spreads the ears of a head bowed to the keys (×1.13) where the oval grows ×1.035.
    expect(leanFaceGrowth(1.13, 1.035, 1.0)).toBeCloseTo(1.035);
    // A pose model that reads less than the oval (at eye level, about half the growth) stands.
    expect(leanFaceGrowth(1.05, 1.1, 1.05)).toBeCloseTo(1.05);
    // Without the oval (no face model, no face found, another face), the pose model's reading stands.
    expect(leanFaceGrowth(1.13, undefined, 1.0)).toBeCloseTo(1.13);
  });

  it('never cuts the face below what the shoulders grew: an oval misread smaller cannot erase a lean', () => {
    // Planck leaning 10 cm in at the monitor camera: shoulders and ears ×1.14, FaceMesh's oval ×0.78.
    expect(leanFaceGrowth(1.14, 0.78, 1.14)).toBeCloseTo(1.14);
    // Typing with the shoulders read ×1.09: the face counts as far as the shoulders, not the oval's ×1.035.
    expect(leanFaceGrowth(1.13, 1.035, 1.09)).toBeCloseTo(1.09);
  });

  it('reads the lean so in the pipeline', () => {
    // The face alone read ×1.2 wider by the pose model (the shoulders where they were): a lean of 0.1.
    const spread = poses.faceSpans(1.2, 1.2);
    expect(lean(spread, undefined)).toBeCloseTo(0.1, 2);
    // The oval grew only ×1.04: the lean counts that.
    expect(lean(spread, oval(104))).toBeCloseTo(0.02, 2);
    // The whole body 15% nearer with the oval misread ×0.8: the lean stays the shoulders' and the face's.
    expect(lean(poses.leanIn(1.15), oval(80))).toBeCloseTo(0.15, 2);
  });
});

describe('the lean no larger than the face grew (decision 060)', () => {
  it("bounds the body's growth by the oval's, where the oval is believed", () => {
    // The astronaut typing to one side on BlazePose: shoulders ×1.18, her face term ×1.10, the oval
    // ×1.05: the lean reads no more than the oval's growth and its margin.
    expect(leanBoundedByOval(1.14, 1.05)).toBeCloseTo(1.05 + ovalBoundMargin);
    // A lean the oval reads as large as the body, or larger, stands.
    expect(leanBoundedByOval(1.16, 1.19)).toBeCloseTo(1.16);
    expect(leanBoundedByOval(1.16, 1.14)).toBeCloseTo(1.16);
    // An oval a little narrower than calibrated (a bowed head: down to ×0.96) bounds it at the margin.
    expect(leanBoundedByOval(1.1, 0.96)).toBeCloseTo(1 + ovalBoundMargin);
  });

  it('does not believe an oval read much smaller, nor a missing one', () => {
    // Planck leaning 10 cm in at the monitor camera, FaceMesh's oval misread ×0.78.
    expect(leanBoundedByOval(1.14, 0.78)).toBeCloseTo(1.14);
    expect(leanBoundedByOval(1.14, undefined)).toBeCloseTo(1.14);
  });

  it('reads the lean so in the pipeline', () => {
    // Shoulders read ×1.18 wider and the face ×1.1, where they sat.
    const widened = poses.shifted(0, 1.18, 1.1);
    expect(lean(widened, undefined)).toBeCloseTo(0.14, 2);
    // The face model reads the face ×1.05: the lean is no more than that, and its margin.
    expect(lean(widened, oval(105))).toBeCloseTo(0.05 + ovalBoundMargin, 2);
    // The oval misread ×0.8: not believed, and the lean is the shoulders' and the face's again.
    expect(lean(widened, oval(80))).toBeCloseTo(0.14, 2);
  });
});
