/** One camera frame on its way to the pose worker, which owns it from then on and closes it. */
export type CameraPicture = ImageBitmap | VideoFrame;

/** The camera picture's own size, whichever kind it is. */
export const pictureSize = (picture: CameraPicture) =>
  'displayWidth' in picture
    ? { width: picture.displayWidth, height: picture.displayHeight }
    : { width: picture.width, height: picture.height };

/**
 * The video's current frame, for the worker. A VideoFrame refers to the camera's own buffer: nothing is
 * converted until the worker copies its pixels out (picture-pixels.ts). An ImageBitmap of the video is
 * converted here, and Chromium without a GPU keeps every such conversion in a purgeable cache of its
 * own, about 1.2 MB for each 640×480 frame, up to some 470 MB in two minutes of /pose
 * (docs/benchmarks.md, "Memory over a long session"). A browser without WebCodecs sends a bitmap.
 */
export async function grabPicture(video: HTMLVideoElement): Promise<CameraPicture> {
  if (typeof VideoFrame === 'function') {
    try {
      return new VideoFrame(video);
    } catch {
      // No frame to wrap (a browser that cannot wrap a camera's): the bitmap below.
    }
  }
  return createImageBitmap(video);
}
