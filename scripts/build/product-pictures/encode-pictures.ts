import sharp from 'sharp';
import {
  productPictureFile,
  productPictureFormats,
  productPictureHeight,
  productPictures,
  type ProductCapture,
} from '../../../src/shared/product-pictures';

/**
 * The files the pages name for one capture: cut to its picture's shape (centred) and encoded at each
 * width as AVIF and WebP, and once as a JPEG fallback. Qualities chosen by eye on the captures: the camera view's
 * photo tolerates more compression than the thin lines of the chart.
 */
export async function encodePicture(capture: ProductCapture, png: Buffer): Promise<Map<string, Buffer>> {
  const { widths, fallbackWidth } = productPictures[capture.id];
  const jobs = widths.flatMap((width) => [
    ...productPictureFormats.map((format) => ({ width, format })),
    ...(width === fallbackWidth ? [{ width, format: 'jpeg' as const }] : []),
  ]);
  const files = new Map<string, Buffer>();
  // One file at a time: libvips already spreads each over the cores.
  for (const { width, format } of jobs) {
    const resized = sharp(png).resize(width, productPictureHeight(capture.id, width), { fit: 'cover' });
    const output =
      format === 'avif'
        ? resized.avif({ quality: 50, effort: 2 })
        : format === 'webp'
          ? resized.webp({ quality: 72, effort: 4 })
          : resized.flatten().jpeg({ quality: 78, mozjpeg: true });
    files.set(productPictureFile(capture, width, format), await output.toBuffer());
  }
  return files;
}
