import type { CameraPicture } from './camera-picture';
import type { PoseModelChoice } from './pose-models';
import type { FromWorker, ToWorker } from './worker-protocol';

/** One frame's landmarks, as the worker sends them (worker-protocol.ts). */
export type DetectedPose = Omit<Extract<FromWorker, { type: 'pose' }>, 'type'>;

export interface PoseDetectorClient {
  ready: Promise<string>;
  /** Called whenever the worker's clock asks for the next frame. */
  onTick(callback: () => void): void;
  onPose(callback: (pose: DetectedPose) => void): void;
  onError(callback: (message: string) => void): void;
  send(picture: CameraPicture, nextInMs: number, findFaces: boolean): void;
  pause(): void;
  terminate(): void;
}

/** The page's side of the pose worker: one at a time, kept until the user picks another model. */
export function startPoseDetector(model: PoseModelChoice): PoseDetectorClient {
  const worker = new Worker(new URL('./pose.worker.ts', import.meta.url), {
    type: 'module',
    name: 'postura-pose',
  });
  const listeners = {
    tick: [] as Array<() => void>,
    pose: [] as Array<(p: DetectedPose) => void>,
    error: [] as Array<(m: string) => void>,
  };
  let resolveReady: (backend: string) => void;
  let rejectReady: (error: Error) => void;
  const ready = new Promise<string>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  worker.onmessage = (event: MessageEvent<FromWorker>) => {
    const message = event.data;
    if (message.type === 'ready') resolveReady(message.backend);
    else if (message.type === 'tick') listeners.tick.forEach((l) => l());
    else if (message.type === 'pose') listeners.pose.forEach((l) => l(message));
    else {
      rejectReady(new Error(message.message));
      listeners.error.forEach((l) => l(message.message));
    }
  };
  worker.onerror = (event) => {
    rejectReady(new Error(event.message));
    listeners.error.forEach((l) => l(event.message || 'The pose model failed to start'));
  };
  const post = (message: ToWorker, transfer: Transferable[] = []) => worker.postMessage(message, transfer);
  post({ type: 'init', model, wasmPath: '/tfjs/', preferGpu: true });
  return {
    ready,
    onTick: (callback) => listeners.tick.push(callback),
    onPose: (callback) => listeners.pose.push(callback),
    onError: (callback) => listeners.error.push(callback),
    send: (picture, nextInMs, findFaces) =>
      post({ type: 'frame', picture, time: performance.now(), nextInMs, findFaces }, [picture]),
    pause: () => post({ type: 'stop' }),
    terminate: () => worker.terminate(),
  };
}
