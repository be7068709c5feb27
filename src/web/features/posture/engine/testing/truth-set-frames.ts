import type { PoseModelChoice } from '../../detector/pose-models';
import { ovalFromPoints, type FaceOval } from '../face-oval';
import type { Keypoint } from '../keypoints';
import { facesReadBefore } from '../../detector/face-finder-options';
import { faceBoxesFrom, type FaceBox } from '../second-face';

/**
 * One frame of a truth-set fixture (bench/accuracy/export-fixture.ts): its time and each model's
 * landmarks as [x, y, score %], rounded to whole pixels; since rendering version 9, FaceMesh's face
 * oval ([x, y] to a tenth of a pixel) where it found a face.
 */
export type FixtureFrame = {
  t: number;
  fast: number[][];
  precise: number[][];
  oval?: number[][];
  /** Every face the full-range face finder found, [x, y, width, height] (second-face.ts), where read. */
  faces?: number[][];
};

/**
 * Every fixture's pictures are 640 px across: the rig's frames (bench/accuracy/rig/rig-browser.ts)
 * and the photo edits' (bench/accuracy/photo-edits/edits.ts).
 */
export const fixturePictureWidth = 640;

/** A fixture frame's landmarks for one model, as the pipeline takes them. */
export const fixtureKeypoints = (frame: FixtureFrame, model: PoseModelChoice): Keypoint[] =>
  frame[model].map(([x, y, score]) => ({ x: x!, y: y!, score: score! / 100 }));

/**
 * MoveNet's landmarks of the same picture when `model` is BlazePose, as /pose's worker reads both
 * (companion-reading.ts); nothing for MoveNet.
 */
export const fixtureCompanion = (frame: FixtureFrame, model: PoseModelChoice): Keypoint[] | undefined =>
  model === 'precise' ? fixtureKeypoints(frame, 'fast') : undefined;

/** The face model's oval of the frame (engine/face-oval.ts), where the fixture has it. */
export const fixtureOval = (frame: FixtureFrame): FaceOval | undefined => ovalFromPoints(frame.oval);

/**
 * The faces frame `index` of a clip carries as the worker sends them (face-finder-options.ts): the
 * latest earlier reading of the finder, which reads every third frame; none where the fixture has none.
 */
export function fixtureFaces(frames: readonly FixtureFrame[], index: number): FaceBox[] | undefined {
  const read = facesReadBefore(index);
  const faces = read === undefined ? undefined : frames[read]!.faces;
  return faces && faceBoxesFrom(faces);
}
