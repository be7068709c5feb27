import { describe, expect, it } from 'vitest';
import type { FaceOval } from '../engine/face-oval';
import { SettledFaceOval, settleReads, type TrackingFaceModel } from './settled-face-oval';

/**
 * A face model that follows the face as FaceMesh does (measured on the photo edits, decision 067): a
 * fresh detection reads the face 6% narrow and each later read of the same face closes half the gap;
 * `locked`, a face that grew past the crop is read at the crop's old size for good, as Guye's was.
 */
function trackingModel(trueWidth: number) {
  const face = { width: trueWidth, locked: false };
  let tracked: number | undefined;
  let reads = 0;
  let resets = 0;
  const model: TrackingFaceModel<null> = {
    estimate: async () => {
      reads++;
      if (tracked === undefined) tracked = face.width * 0.94;
      else if (!face.locked || Math.abs(face.width / tracked - 1) < 0.2)
        tracked += (face.width - tracked) / 2;
      return [
        { x: 100, y: 0 },
        { x: 100 + tracked, y: 0 },
      ] as FaceOval;
    },
    reset: () => {
      resets++;
      tracked = undefined;
    },
  };
  return { model, face, reads: () => reads, resets: () => resets };
}
const widthOf = (oval: FaceOval | undefined) => oval && oval[1].x - oval[0].x;

describe("FaceMesh's oval read where the face is now (decision 067)", () => {
  it('reads a fresh detection again until the width settles', async () => {
    const tracking = trackingModel(100);
    const settled = new SettledFaceOval(tracking.model);
    const first = widthOf(await settled.read(null, 40))!;
    // The model's own first read is 6% narrow; settled, within 1% of the face.
    expect(first).toBeGreaterThan(99);
    expect(tracking.reads()).toBeLessThanOrEqual(settleReads);
  });

  it('finds a face afresh when its oval stops keeping pace with the eyes', async () => {
    const tracking = trackingModel(100);
    const settled = new SettledFaceOval(tracking.model);
    for (let i = 0; i < 5; i++) await settled.read(null, 40);
    // The body comes 1.35× nearer between two reads: the eyes follow, the tracked crop does not.
    tracking.face.width = 135;
    tracking.face.locked = true;
    const leaned = widthOf(await settled.read(null, 54))!;
    expect(leaned).toBeGreaterThan(133);
    expect(tracking.resets()).toBe(1);
    // The model alone stays at the old size.
    const alone = trackingModel(100);
    await alone.model.estimate(null);
    await alone.model.estimate(null);
    alone.face.width = 135;
    alone.face.locked = true;
    expect(widthOf(await alone.model.estimate(null))!).toBeLessThan(102);
  });

  it('follows a face that changes with the eyes without detecting it again', async () => {
    const tracking = trackingModel(100);
    const settled = new SettledFaceOval(tracking.model);
    await settled.read(null, 40);
    for (let i = 1; i <= 10; i++) {
      // Coming 1% nearer a read, the crop keeps pace (each read closes half the gap).
      tracking.face.width = 100 * 1.01 ** i;
      await settled.read(null, 40 * 1.01 ** i);
    }
    expect(tracking.resets()).toBe(0);
    // Without the eyes there is nothing to check the oval against: it is read as the model reads it.
    tracking.face.width = 150;
    tracking.face.locked = true;
    expect(widthOf(await settled.read(null, undefined))!).toBeLessThan(115);
    expect(tracking.resets()).toBe(0);
  });

  it('detects afresh, and settles again, once the face model has lost the face', async () => {
    let present = true;
    const tracking = trackingModel(100);
    const model: TrackingFaceModel<null> = {
      estimate: (image) => (present ? tracking.model.estimate(image) : Promise.resolve(undefined)),
      reset: tracking.model.reset,
    };
    const settled = new SettledFaceOval(model);
    await settled.read(null, 40);
    present = false;
    expect(await settled.read(null, 40)).toBeUndefined();
    present = true;
    tracking.model.reset();
    const back = widthOf(await settled.read(null, 40))!;
    expect(back).toBeGreaterThan(99);
  });
});
