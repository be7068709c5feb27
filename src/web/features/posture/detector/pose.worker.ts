/// <reference lib="webworker" />
import * as poseDetection from '@tensorflow-models/pose-detection';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import '@tensorflow/tfjs-backend-webgl';
import * as tf from '@tensorflow/tfjs-core';
import { createFaceFinderModel, FaceFinder } from './face-finder-model';
import { createFaceOvalModel, FaceOvalTracker } from './face-oval-model';
import { blazePoseModelType, blazePoseToCoco, poseModelFiles, type PoseModelChoice } from './pose-models';
import { inPicturePixels } from './analysed-picture';
import { pictureLight } from './picture-light';
import { readablePicture, type ModelImage, type ReadablePicture } from './picture-pixels';
import type { FromWorker, ToWorker } from './worker-protocol';

/**
 * Runs the pose model (MoveNet Lightning, or BlazePose full when the user chose "precise") off the
 * main thread, so the page never stutters. One choice of model per worker; the page starts a new
 * worker to switch models. With BlazePose, MoveNet reads each frame too: the forward head is read on
 * its landmarks (engine/companion-reading.ts, decision 045). FaceMesh reads the face's width beside
 * them, after each frame's landmarks have left (face-oval-model.ts, decision 056), and a full-range
 * face detector every face in the picture (face-finder-model.ts, decision 073). Backend: wasm (SIMD)
 * unless WebGL runs on a real GPU — software WebGL (SwiftShader, llvmpipe) is several times slower
 * than wasm. A lost WebGL context falls back to wasm.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
let detector: poseDetection.PoseDetector | undefined;
let companion: poseDetection.PoseDetector | undefined;
let face: FaceOvalTracker | undefined;
let faceFinder: FaceFinder | undefined;
let tickTimer: ReturnType<typeof setTimeout> | undefined;
let model: PoseModelChoice = 'fast';

const post = (message: FromWorker) => scope.postMessage(message);

function hasRealGpu(): boolean {
  try {
    const gl = new OffscreenCanvas(1, 1).getContext('webgl2') as WebGL2RenderingContext | null;
    if (!gl) return false;
    const info = gl.getExtension('WEBGL_debug_renderer_info');
    const renderer = String(
      info ? gl.getParameter(info.UNMASKED_RENDERER_WEBGL) : gl.getParameter(gl.RENDERER),
    );
    return !/swiftshader|llvmpipe|software|basic render/i.test(renderer);
  } catch {
    return false;
  }
}

async function createDetector(backend: 'wasm' | 'webgl'): Promise<void> {
  await tf.setBackend(backend);
  await tf.ready();
  // Smoothing is the engine's own (One Euro), the same for both models.
  const moveNet = () =>
    poseDetection.createDetector(poseDetection.SupportedModels.MoveNet, {
      modelType: poseDetection.movenet.modelType.SINGLEPOSE_LIGHTNING,
      enableSmoothing: false,
      ...poseModelFiles.fast,
    });
  detector =
    model === 'precise'
      ? await poseDetection.createDetector(poseDetection.SupportedModels.BlazePose, {
          runtime: 'tfjs',
          modelType: blazePoseModelType,
          enableSmoothing: false,
          ...poseModelFiles.precise,
        })
      : await moveNet();
  companion = model === 'precise' ? await moveNet() : undefined;
  // The face model only adds to the forward head: without it the pose models judge alone.
  face = await createFaceOvalModel().then(
    (faceModel) => new FaceOvalTracker(faceModel),
    () => undefined,
  );
  // Every face in the picture, for someone's beside the user's (decision 073): without it, none is.
  faceFinder = await createFaceFinderModel().then(
    (finder) => new FaceFinder(finder),
    () => undefined,
  );
}

function disposeDetectors(): void {
  detector?.dispose();
  companion?.dispose();
  face?.dispose();
  faceFinder?.dispose();
}

/** Both models' landmarks of one frame: the chosen one's and, with BlazePose, MoveNet's. */
async function estimate(picture: ModelImage) {
  const image = picture as ImageData; // the models' typings name ImageData; they read an ImageBitmap too
  const poses = await detector!.estimatePoses(image);
  const companionPoses = companion ? await companion.estimatePoses(image) : undefined;
  return {
    keypoints: engineKeypoints(poses[0]),
    companion: companionPoses && cocoKeypoints(companionPoses[0]),
  };
}

/** The engine reads MoveNet's 17 landmarks; BlazePose's 33 are picked into the same order. */
function engineKeypoints(pose: poseDetection.Pose | undefined) {
  const all = pose?.keypoints ?? [];
  return cocoKeypoints(
    model === 'precise' && all.length > 17 ? { keypoints: blazePoseToCoco.map((i) => all[i]!) } : pose,
  );
}

const cocoKeypoints = (pose: Pick<poseDetection.Pose, 'keypoints'> | undefined) =>
  (pose?.keypoints ?? []).map((k) => ({ x: k.x, y: k.y, score: k.score ?? 0 }));

async function init(message: Extract<ToWorker, { type: 'init' }>): Promise<void> {
  model = message.model;
  setWasmPaths(message.wasmPath);
  const backend = message.preferGpu && hasRealGpu() ? 'webgl' : 'wasm';
  try {
    await createDetector(backend);
  } catch (error) {
    if (backend === 'wasm') throw error;
    await createDetector('wasm');
  }
  post({ type: 'ready', backend: tf.getBackend() });
  post({ type: 'tick' });
}

async function detect(message: Extract<ToWorker, { type: 'frame' }>): Promise<void> {
  const { picture: camera, time, nextInMs, findFaces } = message;
  let picture: ReadablePicture | undefined;
  try {
    if (!detector) return camera.close();
    const started = performance.now();
    // Pixels out of the camera frame, at most 1280 px across (analysed-picture.ts), off the page's thread.
    picture = await readablePicture(camera);
    const { image } = picture;
    let read: Awaited<ReturnType<typeof estimate>>;
    try {
      read = await estimate(image);
    } catch (error) {
      if (tf.getBackend() !== 'webgl') throw error;
      // WebGL context lost: rebuild the detectors on wasm and carry on.
      disposeDetectors();
      await createDetector('wasm');
      read = await estimate(image);
    }
    const poseMs = performance.now() - started;
    post({
      type: 'pose',
      // In the camera picture's own pixels, where the page draws them and samples the light.
      ...inPicturePixels(
        {
          ...read,
          // The face model's latest oval (face-oval-model.ts): it reads this frame after the landmarks leave.
          oval: face?.current(time),
          faces: faceFinder?.current(time),
        },
        picture.width / image.width,
      ),
      time,
      inferenceMs: poseMs + (face?.msPerFrame() ?? 0) + (faceFinder?.msPerFrame() ?? 0),
      copied: picture.copied,
      light: pictureLight(image, read.keypoints),
      width: picture.width,
      height: picture.height,
    });
    await face?.update(image, time, read.keypoints);
    // Not while calibrating: the faces are used only after it, and calibration needs every frame it
    // can get (a 1080p picture on a busy machine fell under five frames in 5 s with the finder on).
    if (findFaces) await faceFinder?.update(image, time);
  } finally {
    picture?.release();
    clearTimeout(tickTimer);
    tickTimer = setTimeout(() => post({ type: 'tick' }), nextInMs);
  }
}

scope.onmessage = (event: MessageEvent<ToWorker>) => {
  const message = event.data;
  const run =
    message.type === 'init'
      ? init(message)
      : message.type === 'frame'
        ? detect(message)
        : Promise.resolve(clearTimeout(tickTimer));
  run.catch((error: unknown) =>
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) }),
  );
};
