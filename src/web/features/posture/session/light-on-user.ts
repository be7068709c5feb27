import { faceBox } from '../desk-check/face-geometry';
import type { Keypoint } from '../engine/keypoints';

const canvas = typeof OffscreenCanvas === 'undefined' ? undefined : new OffscreenCanvas(32, 24);

/** Mean luminance (0–1) of the first `width` × `height` pixels of the canvas. */
function meanLuminance(context: OffscreenCanvasRenderingContext2D, width: number, height: number): number {
  const { data } = context.getImageData(0, 0, width, height);
  let sum = 0;
  for (let i = 0; i < data.length; i += 4)
    sum += 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
  return sum / (data.length / 4) / 255;
}

/**
 * How much light there is to see the user by (0–1), for calibration's "too dark" check: the brighter
 * of the whole frame and the face (where the pose model places one; its landmarks are in the video's pixels). Either is light enough to see
 * by: a face lit by the screen in a dark room, or a wide picture whose dark surroundings fill most of
 * it, would read too dark on the frame alone though the face is plain to see (decision 063).
 * The pixels never leave this function.
 */
export function lightOnUser(
  video: HTMLVideoElement,
  pose: { keypoints: readonly Keypoint[]; width: number; height: number },
): number {
  const context = canvas?.getContext('2d', { willReadFrequently: true });
  if (!context) return 1;
  context.drawImage(video, 0, 0, 32, 24);
  const whole = meanLuminance(context, 32, 24);
  const box = faceBox(pose.keypoints, pose);
  if (!box) return whole;
  context.drawImage(video, box.x, box.y, box.width, box.height, 0, 0, 16, 16);
  return Math.max(whole, meanLuminance(context, 16, 16));
}
