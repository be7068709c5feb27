/// <reference lib="webworker" />
import * as poseDetection from '@tensorflow-models/pose-detection';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import '@tensorflow/tfjs-backend-webgl';
import * as tf from '@tensorflow/tfjs-core';
import type { FromWorker, ToWorker } from './worker-protocol';

/**
 * Runs MoveNet SinglePose Lightning off the main thread, so the page never stutters. One detector for
 * the page's life. Backend: wasm (SIMD) unless WebGL runs on a real GPU — software WebGL
 * (SwiftShader, llvmpipe) is several times slower than wasm. A lost WebGL context falls back to wasm.
 */
const scope = self as unknown as DedicatedWorkerGlobalScope;
let detector: poseDetection.PoseDetector | undefined;
let tickTimer: ReturnType<typeof setTimeout> | undefined;
let modelUrl = '';

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
  detector = await poseDetection.createDetector(poseDetection.SupportedModels.MoveNet, {
    modelType: poseDetection.movenet.modelType.SINGLEPOSE_LIGHTNING,
    modelUrl,
    enableSmoothing: false,
  });
}

async function init(message: Extract<ToWorker, { type: 'init' }>): Promise<void> {
  modelUrl = message.modelUrl;
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
  const { bitmap, time, nextInMs } = message;
  try {
    if (!detector) return;
    const started = performance.now();
    let poses: poseDetection.Pose[];
    try {
      poses = await detector.estimatePoses(bitmap as unknown as ImageData);
    } catch (error) {
      if (tf.getBackend() !== 'webgl') throw error;
      // WebGL context lost: rebuild the detector on wasm and carry on.
      detector.dispose();
      await createDetector('wasm');
      poses = await detector.estimatePoses(bitmap as unknown as ImageData);
    }
    const keypoints = (poses[0]?.keypoints ?? []).map((k) => ({ x: k.x, y: k.y, score: k.score ?? 0 }));
    post({
      type: 'pose',
      keypoints,
      time,
      inferenceMs: performance.now() - started,
      width: bitmap.width,
      height: bitmap.height,
    });
  } finally {
    bitmap.close();
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
