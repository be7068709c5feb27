import sharp from 'sharp';
import {
  productPictureFallbackWidth,
  productPictureFile,
  productPictureFormats,
  productPictureHeight,
  productPictureWidths,
  type ProductPictureId,
  type ProductTheme,
} from '../../../src/shared/product-pictures';

/**
 * The files the pages name for one capture: cut to its picture's shape (centred) and encoded at each
 * width as AVIF and WebP, and once as a JPEG fallback. Qualities chosen by eye on the captures: the camera view's
 * photo tolerates more compression than the thin lines of the chart.
 */
export async function encodePicture(
  id: ProductPictureId,
  theme: ProductTheme,
  capture: Buffer,
): Promise<Map<string, Buffer>> {
  const jobs = productPictureWidths.flatMap((width) => [
    ...productPictureFormats.map((format) => ({ width, format })),
    ...(width === productPictureFallbackWidth ? [{ width, format: 'jpeg' as const }] : []),
  ]);
  const files = new Map<string, Buffer>();
  // One file at a time: libvips already spreads each over the cores.
  for (const { width, format } of jobs) {
    const resized = sharp(capture).resize(width, productPictureHeight(id, width), { fit: 'cover' });
    const output =
      format === 'avif'
        ? resized.avif({ quality: 50, effort: 2 })
        : format === 'webp'
          ? resized.webp({ quality: 72, effort: 4 })
          : resized.flatten().jpeg({ quality: 78, mozjpeg: true });
    files.set(productPictureFile(id, theme, width, format), await output.toBuffer());
  }
  return files;
}
