/**
 * Stand-in for @mediapipe/face_mesh, which face-landmarks-detection imports for FaceMesh's MediaPipe
 * runtime. Postura runs FaceMesh on TensorFlow.js only, so the MediaPipe solution is never bundled.
 */
export class FaceMesh {
  constructor() {
    throw new Error('The MediaPipe runtime is not part of Postura; use FaceMesh on TensorFlow.js.');
  }
}
