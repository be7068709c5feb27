import { analysedSize } from './analysed-picture';
import { pictureSize, type CameraPicture } from './camera-picture';

/** What the pose and face models read: each takes either. */
export type ModelImage = ImageBitmap | ImageData;

/** A camera picture made readable by the models, at most `maxAnalysedSide` across. */
export interface ReadablePicture {
  image: ModelImage;
  /** The camera picture's own size, in whose pixels the page draws the landmarks. */
  width: number;
  height: number;
  /** Whether its pixels were copied out of a VideoFrame (else drawn, as an ImageBitmap is). */
  copied: boolean;
  /** Frees the camera frame and whatever was made from it. */
  release(): void;
}

/** Set once a VideoFrame's pixels could not be copied out as RGBA; from then on frames are drawn. */
let rgbaCopyUnsupported = false;

/**
 * The buffer the last frame was copied into, used again for the next of the same size: a frame is read
 * to the end (every model awaited) before the next is copied, and nothing keeps its pixels after. Not
 * zeroing and collecting a fresh 1.2 MB (640×480) to 8 MB (1080p) every frame.
 */
let copyBuffer: Uint8ClampedArray<ArrayBuffer> | undefined;

/**
 * A VideoFrame's pixels copied out as RGBA (WebCodecs converts the camera's YUV to sRGB straight into
 * our buffer): Chromium keeps no converted copy of its own, as it does of every frame drawn or made an
 * ImageBitmap (camera-picture.ts), and the models read the ImageData as it is, where an ImageBitmap is
 * drawn on a canvas and read back by each model in turn.
 */
async function copiedPixels(frame: VideoFrame): Promise<ImageData | undefined> {
  if (rgbaCopyUnsupported) return undefined;
  const options = { format: 'RGBA', colorSpace: 'srgb' } as const;
  const { width, height } = frame.visibleRect ?? { width: frame.codedWidth, height: frame.codedHeight };
  try {
    const size = frame.allocationSize(options);
    if (copyBuffer?.length !== size) copyBuffer = new Uint8ClampedArray(size);
    await frame.copyTo(copyBuffer, options);
    return new ImageData(copyBuffer, width, height);
  } catch {
    // A browser whose WebCodecs cannot convert to RGBA (before Chrome 127; some others).
    rgbaCopyUnsupported = true;
    return undefined;
  }
}

let shrinkCanvas: OffscreenCanvas | undefined;

/**
 * A shrunk bitmap read back as pixels, once: each model (the pose model, the face oval, the face finder)
 * and the light would otherwise each draw the bitmap on a canvas of its own and read it back.
 */
function pixelsOf(bitmap: ImageBitmap): ImageData | undefined {
  if (typeof OffscreenCanvas !== 'function') return undefined;
  if (shrinkCanvas?.width !== bitmap.width || shrinkCanvas.height !== bitmap.height)
    shrinkCanvas = new OffscreenCanvas(bitmap.width, bitmap.height);
  const context = shrinkCanvas.getContext('2d', { willReadFrequently: true });
  if (!context) return undefined;
  context.drawImage(bitmap, 0, 0);
  return context.getImageData(0, 0, bitmap.width, bitmap.height);
}

/** Shrinks what is wider or taller than the models need, off the page's thread (analysed-picture.ts). */
async function shrunk(image: ModelImage, size: { width: number; height: number }): Promise<ModelImage> {
  if (size.width >= image.width) return image;
  const bitmap = await createImageBitmap(image, {
    resizeWidth: size.width,
    resizeHeight: size.height,
    resizeQuality: 'medium',
  }).catch(() => undefined);
  if (!bitmap) return image; // A browser that cannot shrink it has the picture read whole.
  const pixels = pixelsOf(bitmap);
  if (!pixels) return bitmap;
  bitmap.close();
  return pixels;
}

export async function readablePicture(picture: CameraPicture): Promise<ReadablePicture> {
  const { width, height } = pictureSize(picture);
  const made: ImageBitmap[] = [];
  const release = () => {
    made.forEach((bitmap) => bitmap.close());
    picture.close();
  };
  try {
    const copied = 'displayWidth' in picture ? await copiedPixels(picture) : undefined;
    let source: ModelImage;
    if (copied) source = copied;
    else if ('displayWidth' in picture) made.push((source = await createImageBitmap(picture)));
    else source = picture;
    const image = await shrunk(source, analysedSize(source.width, source.height));
    if (image !== source && image instanceof ImageBitmap) made.push(image);
    return { image, width, height, copied: Boolean(copied), release };
  } catch (error) {
    release();
    throw error;
  }
}
