import { beforeAll, describe, expect, it } from 'vitest';
import { createNodeFaceMesh, type NodeFaceMesh } from '../../bench/accuracy/node-detectors';
import { photoEditFrame, type Frame } from '../../bench/accuracy/photo-edits/edits';
import { subjects } from '../../bench/accuracy/rig/subjects';
import { SettledFaceOval } from '../../src/web/features/posture/detector/settled-face-oval';
import { faceOvalIndices, ovalFromPoints } from '../../src/web/features/posture/engine/face-oval';

/**
 * The real FaceMesh (the app's weights, TensorFlow.js wasm) on Guye's photo and his body edited 1.35×
 * nearer (decision 067). FaceMesh follows a face from the crop of the last frame: his face, grown
 * faster than the crop follows, was read at its old size for the whole clip, and the lean was held
 * to that size.
 */
const width = (points: number[][] | undefined) => points && Math.abs(points[1]![0]! - points[0]![0]!);
/** The pose model's eye span stands for the eyes here: the edit scales them by its own factor. */
const eyeSpan = 40;

let mesh: NodeFaceMesh;
let upright: Frame;
let leaned: Frame;
beforeAll(async () => {
  mesh = await createNodeFaceMesh();
  upright = await photoEditFrame(subjects.guye, { kind: 'upright' });
  leaned = await photoEditFrame(subjects.guye, { kind: 'leanIn', scale: 1.35 });
}, 60_000);

const read = async (frame: Frame) =>
  width(await mesh.detect(frame.data, frame.width, frame.height, faceOvalIndices))!;

describe("FaceMesh's oval of a face come 1.35× nearer between two reads", () => {
  it('stays at the old size when the tracked crop is left to follow it', async () => {
    mesh.reset();
    let before = 0;
    for (let i = 0; i < 5; i++) before = await read(upright);
    let after = 0;
    for (let i = 0; i < 5; i++) after = await read(leaned);
    expect(after / before).toBeLessThan(1.1);
  });

  it('is read at the new size as /pose reads it: checked against the eyes, found afresh, settled', async () => {
    mesh.reset();
    const settled = new SettledFaceOval({
      estimate: async ({ data, width: w, height: h }: Frame) =>
        ovalFromPoints(await mesh.detect(data, w, h, faceOvalIndices)),
      reset: () => mesh.reset(),
    });
    const widthOf = (oval: Awaited<ReturnType<typeof settled.read>>) =>
      oval && Math.hypot(oval[0].x - oval[1].x, oval[0].y - oval[1].y);
    let before = 0;
    for (let i = 0; i < 5; i++) before = widthOf(await settled.read(upright, eyeSpan))!;
    const after = widthOf(await settled.read(leaned, eyeSpan * 1.35))!;
    expect(after / before).toBeGreaterThan(1.3);
    expect(after / before).toBeLessThan(1.4);
  });
});
