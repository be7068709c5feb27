/**
 * Stand-in for @mediapipe/pose, which pose-detection imports for BlazePose's MediaPipe runtime.
 * Postura runs MoveNet on TensorFlow.js only, so the MediaPipe solution is never bundled.
 */
export class Pose {
  constructor() {
    throw new Error('The MediaPipe runtime is not part of Postura; use MoveNet on TensorFlow.js.');
  }
}
