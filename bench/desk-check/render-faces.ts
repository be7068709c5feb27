/**
 * `tsx bench/desk-check/render-faces.ts`: renders the posing rig's photographed person (bench/accuracy/rig)
 * at known distances, camera heights and fields of view, runs both pose models of /pose on each frame
 * (Node, TensorFlow.js wasm: the browser worker's graphs), and writes the landmarks the desk check reads
 * to src/web/features/posture/desk-check/testing/rendered-faces.json, which the unit tests replay
 * (docs/decisions/015-desk-check-distance.md).
 *
 * The rig's photo is at the scale of its shoulders, where the pupils are 4.47 cm apart; the whole
 * person is scaled so they are 6.3 cm apart, an average adult's, and the face is at its real size.
 */
import fs from 'node:fs';
import { createNodeDetector } from '../accuracy/node-detectors';
import { launchRig } from '../accuracy/rig/rig-browser';
import { upright, type RigView } from '../accuracy/rig/rig-types';

const photoPupilsCm = 42 / 9.4;
const scale = 6.3 / photoPupilsCm;
const frame = { width: 640, height: 480 };

export interface RenderedFace {
  /** Camera to eyes, cm. */
  distance: number;
  /** Eyes above the camera, cm. */
  eyesAbove: number;
  /** The camera's real horizontal field of view, degrees (the estimate assumes 65°). */
  fieldOfView: number;
  yaw: number;
  glasses: boolean;
  /** Landmarks per model: the first 13 of COCO's order, [x, y, score %]. */
  fast: number[][];
  precise: number[][];
}

const cases: Array<Omit<RenderedFace, 'fast' | 'precise'>> = [];
for (const distance of [45, 60, 75, 90])
  for (const fieldOfView of [60, 65, 70, 78])
    cases.push({ distance, eyesAbove: 5, fieldOfView, yaw: 0, glasses: false });
for (const distance of [50, 65])
  for (const eyesAbove of [-10, 0, 10, 18])
    cases.push({ distance, eyesAbove, fieldOfView: 65, yaw: 0, glasses: false });
for (const distance of [55, 70]) {
  cases.push({ distance, eyesAbove: 5, fieldOfView: 65, yaw: 12, glasses: false });
  cases.push({ distance, eyesAbove: 5, fieldOfView: 65, yaw: 0, glasses: true });
}

const rig = await launchRig();
const fast = await createNodeDetector('fast');
const precise = await createNodeDetector('precise');
const compact = (k: Array<{ x: number; y: number; score: number }>) =>
  k
    .slice(0, 13)
    .map((p) => [Math.round(p.x * 10) / 10, Math.round(p.y * 10) / 10, Math.round(p.score * 100)]);
const faces: RenderedFace[] = [];
try {
  for (const c of cases) {
    const focal = frame.width / 2 / Math.tan((c.fieldOfView * Math.PI) / 360);
    // A camera aimed straight ahead (as one on an upright screen): eyes above it sit above the middle.
    const eyeRow = 0.5 - (c.eyesAbove * focal) / c.distance / frame.height;
    const view: RigView = {
      distance: c.distance,
      height: -c.eyesAbove,
      side: 0,
      fieldOfView: c.fieldOfView,
      eyeRow,
      bodyScale: scale,
      shoulderScale: 1,
      headScale: 1,
      glasses: c.glasses,
      light: 1,
    };
    const image = await rig.rgba(view, { ...upright, headYaw: c.yaw });
    faces.push({
      ...c,
      fast: compact(await fast.detect(image.data, image.width, image.height)),
      precise: compact(await precise.detect(image.data, image.width, image.height)),
    });
    if (process.argv.includes('--png'))
      fs.writeFileSync(
        `/tmp/desk-face-${c.distance}-${c.fieldOfView}-${c.eyesAbove}.png`,
        await rig.png(view, { ...upright, headYaw: c.yaw }),
      );
  }
} finally {
  await rig.close();
  fast.dispose();
  precise.dispose();
}
fs.writeFileSync(
  'src/web/features/posture/desk-check/testing/rendered-faces.json',
  JSON.stringify({
    about: 'bench/desk-check/render-faces.ts: the rig at known distances, both models',
    frame,
    faces,
  }),
);
console.log(`rendered ${faces.length} faces`);
