import type { FaceOval } from '../engine/face-oval';
import type { Keypoint } from '../engine/keypoints';
import type { FaceBox } from '../engine/second-face';

/**
 * The longest side, in pixels, of the picture the models read. A camera that ignores /pose's request
 * for 640×480 can deliver 1080p or more: every model then reads over four times the pixels for landmarks
 * no better (each resizes to its own small input), and on a busy computer calibration fell under the
 * five frames it needs in 5 s. 1280 keeps a 720p picture whole, and a user framed small in a 1080p
 * one at the detail a 640×480 picture that fills with them has. The worker shrinks it: done on the
 * page's thread, the shrinking doubled the page's long tasks.
 */
export const maxAnalysedSide = 1280;

/** The size to read a picture of `width` × `height` at: itself, or shrunk to `maxAnalysedSide`. */
export function analysedSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, maxAnalysedSide / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * A frame's readings, made in a picture shrunk for the models, in the camera picture's own pixels, where
 * the page draws them over the video and samples its light.
 */
export function inPicturePixels<
  T extends { keypoints: Keypoint[]; companion?: Keypoint[]; oval?: FaceOval; faces?: FaceBox[] },
>(read: T, scale: number): T {
  if (scale === 1) return read;
  const point = <P extends { x: number; y: number }>(p: P): P => ({ ...p, x: p.x * scale, y: p.y * scale });
  return {
    ...read,
    keypoints: read.keypoints.map(point),
    companion: read.companion?.map(point),
    oval: read.oval && ([point(read.oval[0]), point(read.oval[1])] as const),
    faces: read.faces?.map((box) => ({
      x: box.x * scale,
      y: box.y * scale,
      width: box.width * scale,
      height: box.height * scale,
    })),
  };
}
