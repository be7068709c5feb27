import { faceBox } from '../desk-check/face-geometry';
import { meanLuminance } from '../desk-check/face-light';
import type { Keypoint } from '../engine/keypoints';

const canvas = typeof OffscreenCanvas === 'undefined' ? undefined : new OffscreenCanvas(32, 24);

/**
 * How much light there is to see the user by (0–1), for calibration's "too dark" check: the brighter
 * of the whole frame and the face, where the pose model places one (its landmarks are in the video's
 * pixels). Either is light enough to see by: a face lit by the screen in a dark room, or a wide
 * picture whose dark surroundings fill most of it, would read too dark on the frame alone though the
 * face is plain to see (decision 063). The pixels never leave this function.
 */
export function lightOnUser(
  video: HTMLVideoElement,
  pose: { keypoints: readonly Keypoint[]; width: number; height: number },
): number {
  const context = canvas?.getContext('2d', { willReadFrequently: true });
  if (!context) return 1;
  context.drawImage(video, 0, 0, 32, 24);
  const whole = meanLuminance(context.getImageData(0, 0, 32, 24).data);
  const box = faceBox(pose.keypoints, pose);
  if (!box) return whole;
  context.drawImage(video, box.x, box.y, box.width, box.height, 0, 0, 16, 16);
  return Math.max(whole, meanLuminance(context.getImageData(0, 0, 16, 16).data));
}
