import { point, type Keypoint } from '../engine/keypoints';
import { measureFrame } from '../engine/metrics';

/**
 * What a webcam frame says about where the face is, in centimetres, from the pose model's two eye
 * landmarks. The camera's focal length is unknown in a browser; a typical webcam sees about 65°
 * across its longer side (most lie between 60° and 78°), top to bottom in a picture held upright (a
 * phone), and the distance between the pupils is about 63 mm in
 * adults (most between 57 and 69 mm). docs/decisions/015-desk-check-distance.md gives the error.
 */
export const assumedFieldOfViewDeg = 65;
export const interpupillaryCm = 6.3;
/** A head turned further than this (nose off the head's centre, in face widths) shortens the eye span too much. */
const maxYaw = 0.15;

/** The focal length, pixels, of a picture whose longer side is `longSide` pixels. */
export function focalLengthPx(longSide: number, fieldOfViewDeg = assumedFieldOfViewDeg): number {
  return longSide / 2 / Math.tan((fieldOfViewDeg * Math.PI) / 360);
}

/** The picture's longer side, pixels: the one the field of view is taken across. */
export const longSide = (frame: { width: number; height: number }) => Math.max(frame.width, frame.height);

export interface FaceFrame {
  /** Distance between the eye landmarks, pixels. */
  eyeSpan: number;
  /** Midpoint of the eyes, pixels. */
  eyeX: number;
  eyeY: number;
}

/** The eyes in this frame, if the face is seen from the front and not turned away. */
export function faceFrame(keypoints: readonly Keypoint[]): FaceFrame | undefined {
  const left = point(keypoints, 'leftEye');
  const right = point(keypoints, 'rightEye');
  if (!left || !right) return undefined;
  const measured = measureFrame(keypoints);
  if (typeof measured !== 'string' && measured.view === 'front' && Math.abs(measured.headYaw ?? 0) > maxYaw)
    return undefined;
  const eyeSpan = Math.hypot(left.x - right.x, left.y - right.y);
  if (eyeSpan < 4) return undefined;
  return { eyeSpan, eyeX: (left.x + right.x) / 2, eyeY: (left.y + right.y) / 2 };
}

/** Camera-to-eyes distance, cm: the known pupil distance seen at the eye span's size (pinhole camera). */
export function eyeDistanceCm(face: FaceFrame, longSidePx: number, fieldOfViewDeg = assumedFieldOfViewDeg) {
  return (focalLengthPx(longSidePx, fieldOfViewDeg) * interpupillaryCm) / face.eyeSpan;
}

/**
 * How far the eyes sit above the camera's axis, degrees (negative: below it). For a camera on top of
 * the screen, looking straight ahead, this is how far the eyes are above the top of the screen.
 */
export function eyeElevationDeg(
  face: FaceFrame,
  frame: { width: number; height: number },
  fieldOfViewDeg = assumedFieldOfViewDeg,
): number {
  const focal = focalLengthPx(longSide(frame), fieldOfViewDeg);
  return (Math.atan2(frame.height / 2 - face.eyeY, focal) * 180) / Math.PI;
}

/** The eyes' height above the camera, cm, at a given distance. */
export function eyesAboveCameraCm(elevationDeg: number, distanceCm: number): number {
  return distanceCm * Math.tan((elevationDeg * Math.PI) / 180);
}

/** A box around the face (eyes, nose, ears), pixels, for measuring the light on it. */
export function faceBox(
  keypoints: readonly Keypoint[],
  frame: { width: number; height: number },
): { x: number; y: number; width: number; height: number } | undefined {
  const left = point(keypoints, 'leftEye');
  const right = point(keypoints, 'rightEye');
  if (!left || !right) return undefined;
  const leftEar = point(keypoints, 'leftEar');
  const rightEar = point(keypoints, 'rightEar');
  const span = Math.hypot(left.x - right.x, left.y - right.y);
  const width = leftEar && rightEar ? Math.abs(leftEar.x - rightEar.x) : span * 2;
  const cx = (left.x + right.x) / 2;
  const cy = (left.y + right.y) / 2;
  // The cheeks and forehead: between the ears, from above the brows to below the nose.
  const x = Math.max(0, cx - width * 0.4);
  const y = Math.max(0, cy - width * 0.3);
  const right_ = Math.min(frame.width, cx + width * 0.4);
  const bottom = Math.min(frame.height, cy + width * 0.6);
  if (right_ - x < 2 || bottom - y < 2) return undefined;
  return { x, y, width: right_ - x, height: bottom - y };
}

/** The middle value: one bad frame does not move it. */
export function median(values: readonly number[]): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1]! + sorted[mid]!) / 2;
}
