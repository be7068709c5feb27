// A lean read on the shoulders alone once the face has gone above the picture (decision 062).
import { calibratedEyeLine } from './calibrated-eye-line';
import type { Calibration } from './calibration';
import { companionCalibration } from './companion-reading';
import { point, type Keypoint } from './keypoints';
import type { MetricId } from './thresholds';
import { whyNotTheUser } from './user-gate';

/**
 * A front-view user whose face the pose model no longer finds, because it has gone above the top of
 * the picture while both shoulders stay in it: leaning in toward a camera that framed them high (a
 * laptop below the eyes, its screen tipped back, or a phone standing upright) lifts the head in the
 * picture as it grows. Until now such frames held the last status, so a lean that took the eyes out of
 * the picture read "Good posture" for as long as it lasted. Judged on the shoulders' growth alone: a
 * face leaning in comes nearer than the shoulders, so this is the least the lean can be (the lean
 * averages the two, deviations.ts). Head metrics cannot be read; they are left out.
 *
 * MoveNet finds the eyes until they reach the picture's edge (the astronaut moved up 10 px at a time:
 * seen at 4 px below the top, lost at 7 px above it), so the test is where the calibrated eyes would be
 * now, not a margin. A head that drops lowers the eyes against this estimate, never raises them; a
 * user standing up raises the shoulders too, and the user gate reads that as standing, not a lean.
 */
export function faceAbovePicture(
  keypoints: readonly Keypoint[],
  calibration: Calibration,
): Partial<Record<MetricId, number>> | undefined {
  if (calibration.view !== 'front') return undefined;
  const left = point(keypoints, 'leftShoulder');
  const right = point(keypoints, 'rightShoulder');
  if (!left || !right) return undefined;
  const shoulderWidth = Math.hypot(left.x - right.x, left.y - right.y);
  const shoulderX = (left.x + right.x) / 2;
  const shoulderY = (left.y + right.y) / 2;
  // Where the eyes would be now: still inside the picture, and they were lost for another reason.
  if (calibratedEyeLine(shoulderY, shoulderWidth, calibration) >= 0) return undefined;
  if (whyNotTheUser({ view: 'front', shoulderWidth, shoulderX, shoulderY }, calibration)) return undefined;
  return { lean: Math.max(0, shoulderWidth / calibration.shoulderWidth - 1) };
}

/**
 * The same read on MoveNet beside BlazePose (decision 045), when BlazePose has no frame: its person
 * detector looks for a face, and finds nobody on a third of the frames once the face has left the
 * picture (the astronaut's 20 cm lean, framed high), where MoveNet still sees the shoulders. Read
 * against MoveNet's own upright reading; the lean's bad line is the same for both models.
 */
export function faceAbovePictureOnCompanion(
  companion: readonly Keypoint[] | undefined,
  calibration: Calibration,
): Partial<Record<MetricId, number>> | undefined {
  const reference = companionCalibration(calibration);
  return companion && reference ? faceAbovePicture(companion, reference) : undefined;
}
