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
    const data = new Uint8ClampedArray(frame.allocationSize(options));
    await frame.copyTo(data, options);
    return new ImageData(data, width, height);
  } catch {
    // A browser whose WebCodecs cannot convert to RGBA (before Chrome 127; some others).
    rgbaCopyUnsupported = true;
    return undefined;
  }
}

/** Shrinks what is wider or taller than the models need, off the page's thread (analysed-picture.ts). */
async function shrunk(image: ModelImage, size: { width: number; height: number }) {
  if (size.width >= image.width) return image;
  return createImageBitmap(image, {
    resizeWidth: size.width,
    resizeHeight: size.height,
    resizeQuality: 'medium',
  }).catch(() => image); // A browser that cannot shrink it has the picture read whole.
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
