import { describe, expect, it } from 'vitest';
import type { FaceOval } from '../engine/face-oval';
import { FaceOvalTracker, type FaceOvalModel } from './face-oval-model';

/** A face model that reads an oval `width` pixels wide, one wider on each read, and counts its reads. */
function countingModel() {
  let reads = 0;
  const model: FaceOvalModel = {
    estimate: async () => {
      reads++;
      return [
        { x: 0, y: 0 },
        { x: 100 + reads, y: 0 },
      ] as FaceOval;
    },
    dispose: () => {},
  };
  return { model, reads: () => reads };
}
const image = {} as ImageBitmap;
const width = (oval: FaceOval | undefined) => oval && oval[1].x - oval[0].x;

describe('the face model beside the pose model', () => {
  it('reads every second frame, and each frame leaves with the latest oval', async () => {
    const counting = countingModel();
    const tracker = new FaceOvalTracker(counting.model);
    expect(tracker.current(0)).toBeUndefined();
    await tracker.update(image, 0, true);
    expect(width(tracker.current(333))).toBe(101);
    await tracker.update(image, 333, true);
    expect(counting.reads()).toBe(1);
    await tracker.update(image, 667, true);
    expect(counting.reads()).toBe(2);
    expect(width(tracker.current(1000))).toBe(102);
  });

  it('drops an oval that is too old to stand for the face, or when nobody is seen', async () => {
    const tracker = new FaceOvalTracker(countingModel().model);
    await tracker.update(image, 0, true);
    expect(tracker.current(1500)).toBeDefined();
    expect(tracker.current(1501)).toBeUndefined();
    await tracker.update(image, 1600, false);
    expect(tracker.current(1700)).toBeUndefined();
  });

  it('leaves the pose model to judge alone when the face model fails', async () => {
    const failing: FaceOvalModel = { estimate: () => Promise.reject(new Error('lost')), dispose: () => {} };
    const tracker = new FaceOvalTracker(failing);
    await expect(tracker.update(image, 0, true)).resolves.toBeUndefined();
    expect(tracker.current(100)).toBeUndefined();
  });
});
