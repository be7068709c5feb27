import { faceBox } from '../desk-check/face-geometry';
import type { LightLevels } from '../desk-check/desk-verdicts';
import type { Keypoint } from '../engine/keypoints';
import type { ModelImage } from './picture-pixels';

/** The light in one camera picture, 0–1 (Rec. 709 luminance): the whole of it and, where found, the face. */
export interface PictureLight {
  frame: number;
  /** The cheeks and forehead (desk-check/face-geometry.ts), where the pose model placed the eyes. */
  face?: number;
}

type Box = { x: number; y: number; width: number; height: number };

/** About this many samples across a region: a mean as steady as the whole region's, at a fraction of the cost. */
const samplesAcross = 64;

/** Mean luminance of a region of RGBA pixels, read on a grid. */
function meanOf(image: ImageData, box: Box): number {
  const step = Math.max(1, Math.floor(box.width / samplesAcross));
  const x0 = Math.floor(box.x);
  const y0 = Math.floor(box.y);
  const x1 = Math.min(image.width, Math.ceil(box.x + box.width));
  const y1 = Math.min(image.height, Math.ceil(box.y + box.height));
  const { data, width } = image;
  let sum = 0;
  let count = 0;
  for (let y = y0; y < y1; y += step)
    for (let x = x0; x < x1; x += step) {
      const i = (y * width + x) * 4;
      sum += 0.2126 * data[i]! + 0.7152 * data[i + 1]! + 0.0722 * data[i + 2]!;
      count++;
    }
  return count ? sum / count / 255 : 0;
}

let canvas: OffscreenCanvas | undefined;

/** A bitmap (a browser that cannot copy a VideoFrame's pixels) is read through a small canvas. */
function drawnPixels(image: ImageBitmap, box: Box, width: number, height: number): ImageData | undefined {
  canvas ??= new OffscreenCanvas(32, 24);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return undefined;
  context.drawImage(image, box.x, box.y, box.width, box.height, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

function meanLight(image: ModelImage, box: Box, width: number, height: number): number | undefined {
  if ('data' in image) return meanOf(image, box);
  const pixels = drawnPixels(image, box, width, height);
  return pixels && meanOf(pixels, { x: 0, y: 0, width, height });
}

/**
 * The light in the picture the models just read, with their landmarks on it: read in the worker from
 * pixels it already holds, so the page never draws the video to measure it (Chromium without a GPU
 * would keep each such frame in its cache: camera-picture.ts). The pixels never leave the worker.
 */
export function pictureLight(image: ModelImage, keypoints: readonly Keypoint[]): PictureLight | undefined {
  const whole = { x: 0, y: 0, width: image.width, height: image.height };
  const frame = meanLight(image, whole, 32, 24);
  if (frame === undefined) return undefined;
  const box = faceBox(keypoints, whole);
  return { frame, face: box && meanLight(image, box, 16, 16) };
}

/** The light on the face and in the frame, as the desk and setup checks judge it, where a face was found. */
export const faceAndFrameLight = (light: PictureLight | undefined): LightLevels | undefined =>
  light?.face === undefined ? undefined : { face: light.face, frame: light.frame };
