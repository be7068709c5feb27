import sharp from 'sharp';
import {
  productPictureFallbackWidth,
  productPictureFile,
  productPictureFormats,
  productPictureHeight,
  productPictureIds,
  productPictureWidths,
  productThemes,
} from '../../../src/shared/product-pictures';
import type { Captures } from './capture-app';

/**
 * Every file the pages name: each capture cut to its picture's shape (centred) and encoded at each
 * width as AVIF and WebP, and once as a JPEG fallback. Qualities chosen by eye on the captures: the camera view's
 * photo tolerates more compression than the thin lines of the chart.
 */
export async function encodePictures(captures: Captures): Promise<Map<string, Buffer>> {
  const jobs = productPictureIds.flatMap((id) =>
    productThemes.flatMap((theme) =>
      productPictureWidths.flatMap((width) => [
        ...productPictureFormats.map((format) => ({ id, theme, width, format })),
        ...(width === productPictureFallbackWidth ? [{ id, theme, width, format: 'jpeg' as const }] : []),
      ]),
    ),
  );
  const files = new Map<string, Buffer>();
  // Two at a time: the build machine has two cores, and libvips threads within each.
  for (let i = 0; i < jobs.length; i += 2) {
    await Promise.all(
      jobs.slice(i, i + 2).map(async ({ id, theme, width, format }) => {
        const resized = sharp(captures[`${id}-${theme}`]).resize(width, productPictureHeight(id, width), {
          fit: 'cover',
        });
        const output =
          format === 'avif'
            ? resized.avif({ quality: 50, effort: 2 })
            : format === 'webp'
              ? resized.webp({ quality: 72, effort: 4 })
              : resized.flatten().jpeg({ quality: 78, mozjpeg: true });
        files.set(productPictureFile(id, theme, width, format), await output.toBuffer());
      }),
    );
  }
  return files;
}
