import type { FaceOval } from '../engine/face-oval';
import type { Keypoint } from '../engine/keypoints';
import type { FaceBox } from '../engine/second-face';
import type { CameraPicture } from './camera-picture';
import type { PictureLight } from './picture-light';
import type { PoseModelChoice } from './pose-models';

/** Messages between the page and the pose worker. Frames travel transferred: VideoFrames, or ImageBitmaps. */
export type ToWorker =
  | { type: 'init'; model: PoseModelChoice; wasmPath: string; preferGpu: boolean }
  | {
      type: 'frame';
      picture: CameraPicture;
      time: number;
      nextInMs: number;
      /** Whether the face finder may read this frame: only once calibrated (decision 073). */
      findFaces: boolean;
    }
  | { type: 'stop' };

export type FromWorker =
  | { type: 'ready'; backend: string }
  | {
      type: 'pose';
      keypoints: Keypoint[];
      /** MoveNet's landmarks of the same frame, when the model is BlazePose (engine/companion-reading.ts). */
      companion?: Keypoint[];
      /** The face model's oval of the same frame, where it found a face (engine/face-oval.ts). */
      oval?: FaceOval;
      /** Every face the face finder found lately (face-finder-model.ts), where it has read any. */
      faces?: FaceBox[];
      time: number;
      inferenceMs: number;
      /** Whether the frame's pixels were copied out of a VideoFrame (picture-pixels.ts), else drawn. */
      copied: boolean;
      /** The light in the same picture, read in the worker (picture-light.ts). */
      light?: PictureLight;
      width: number;
      height: number;
    }
  /** The worker's clock says: send the next frame now (worker timers keep running in hidden tabs). */
  | { type: 'tick' }
  | { type: 'error'; message: string };
