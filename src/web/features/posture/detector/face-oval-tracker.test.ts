import { describe, expect, it } from 'vitest';
import type { FaceOval } from '../engine/face-oval';
import type { Keypoint } from '../engine/keypoints';
import { FaceOvalTracker, type FaceOvalModel } from './face-oval-model';
import type { ModelImage } from './picture-pixels';

/** A face model that reads an oval 100 pixels wide, and counts its reads. */
function countingModel() {
  let reads = 0;
  const model: FaceOvalModel = {
    estimate: async () => {
      reads++;
      return [
        { x: 0, y: 0 },
        { x: 100, y: 0 },
      ] as FaceOval;
    },
    reset: () => {},
    dispose: () => {},
  };
  return { model, reads: () => reads };
}
const image = {} as ModelImage;
const width = (oval: FaceOval | undefined) => oval && oval[1].x - oval[0].x;
/** The pose model's points with both eyes 40 px apart (COCO order: nose, left eye, right eye, …). */
const seen: Keypoint[] = [
  { x: 20, y: 10, score: 0.9 },
  { x: 40, y: 0, score: 0.9 },
  { x: 0, y: 0, score: 0.9 },
];
const nobody: Keypoint[] = seen.map((k) => ({ ...k, score: 0.1 }));

describe('the face model beside the pose model', () => {
  it('reads every second frame, and each frame leaves with the latest oval', async () => {
    const counting = countingModel();
    const tracker = new FaceOvalTracker(counting.model);
    expect(tracker.current(0)).toBeUndefined();
    await tracker.update(image, 0, seen);
    expect(width(tracker.current(333))).toBe(100);
    // The first read follows a fresh detection: the picture is read once more to settle (decision 067).
    expect(counting.reads()).toBe(2);
    await tracker.update(image, 333, seen);
    expect(counting.reads()).toBe(2);
    await tracker.update(image, 667, seen);
    expect(counting.reads()).toBe(3);
    expect(width(tracker.current(1000))).toBe(100);
  });

  it('drops an oval that is too old to stand for the face', async () => {
    const tracker = new FaceOvalTracker(countingModel().model);
    await tracker.update(image, 0, seen);
    expect(tracker.current(1500)).toBeDefined();
    expect(tracker.current(1501)).toBeUndefined();
  });

  it('reads the face where the pose model found nobody, and drops it once the face model finds none', async () => {
    // A face that fills the picture loses the pose model its eyes too: the oval is all that sees it (decision 080).
    let faceThere = true;
    const model: FaceOvalModel = {
      estimate: async () =>
        faceThere
          ? ([
              { x: 0, y: 0 },
              { x: 100, y: 0 },
            ] as FaceOval)
          : undefined,
      reset: () => {},
      dispose: () => {},
    };
    const tracker = new FaceOvalTracker(model);
    await tracker.update(image, 0, nobody);
    expect(width(tracker.current(333))).toBe(100);
    faceThere = false;
    await tracker.update(image, 333, nobody);
    await tracker.update(image, 667, nobody);
    expect(tracker.current(700)).toBeUndefined();
  });

  it('leaves the pose model to judge alone when the face model fails', async () => {
    const failing: FaceOvalModel = {
      estimate: () => Promise.reject(new Error('lost')),
      reset: () => {},
      dispose: () => {},
    };
    const tracker = new FaceOvalTracker(failing);
    await expect(tracker.update(image, 0, seen)).resolves.toBeUndefined();
    expect(tracker.current(100)).toBeUndefined();
  });
});
