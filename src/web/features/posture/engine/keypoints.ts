/** A pose model's landmark: pixel position and confidence (MoveNet / COCO's 17 keypoints). */
export interface Keypoint {
  x: number;
  y: number;
  score: number;
}

export const keypointIndex = {
  nose: 0,
  leftEye: 1,
  rightEye: 2,
  leftEar: 3,
  rightEar: 4,
  leftShoulder: 5,
  rightShoulder: 6,
  leftElbow: 7,
  rightElbow: 8,
  leftWrist: 9,
  rightWrist: 10,
  leftHip: 11,
  rightHip: 12,
} as const;

export type KeypointName = keyof typeof keypointIndex;

/** Below this confidence a landmark is ignored rather than trusted. */
export const minKeypointScore = 0.3;

export function point(keypoints: readonly Keypoint[], name: KeypointName): Keypoint | undefined {
  const keypoint = keypoints[keypointIndex[name]];
  return keypoint && keypoint.score >= minKeypointScore ? keypoint : undefined;
}

/** Lines of the skeleton drawn over the preview. */
export const skeletonEdges: Array<[KeypointName, KeypointName]> = [
  ['leftEar', 'leftEye'],
  ['leftEye', 'nose'],
  ['nose', 'rightEye'],
  ['rightEye', 'rightEar'],
  ['leftShoulder', 'rightShoulder'],
  ['leftShoulder', 'leftElbow'],
  ['leftElbow', 'leftWrist'],
  ['rightShoulder', 'rightElbow'],
  ['rightElbow', 'rightWrist'],
  ['leftShoulder', 'leftHip'],
  ['rightShoulder', 'rightHip'],
  ['leftHip', 'rightHip'],
];
