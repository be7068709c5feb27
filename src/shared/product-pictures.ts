/**
 * The pictures of the app on the public pages, made at build time from the running app
 * (scripts/build/product-pictures, decision 017). Their names and sizes are fixed here so the pages
 * can be pre-rendered with `srcset`, `width` and `height` before the pictures exist.
 */
export const productPictureIds = ['posture', 'alert', 'progress'] as const;
export type ProductPictureId = (typeof productPictureIds)[number];

export const productThemes = ['dark', 'light'] as const;
export type ProductTheme = (typeof productThemes)[number];

/** Each picture's shape (its largest file's size) and the widths it is encoded at. */
export const productPictureSizes: Record<ProductPictureId, { width: number; height: number }> = {
  // The camera view is 4:3.
  posture: { width: 1200, height: 900 },
  alert: { width: 1200, height: 900 },
  // The daily chart's plot: bars of minutes and the score's line.
  progress: { width: 1200, height: 525 },
};

/** Widths encoded for every picture: a phone, a column on a tablet or laptop, a dense screen. */
export const productPictureWidths = [400, 800, 1200] as const;

/** Modern formats, each at every width; the fallback `<img>` is one JPEG every browser shows. */
export const productPictureFormats = ['avif', 'webp'] as const;
export const productPictureFallbackWidth = 800;
export type ProductPictureFormat = (typeof productPictureFormats)[number] | 'jpeg';

export const productPictureFolder = 'product';

export function productPictureFile(
  id: ProductPictureId,
  theme: ProductTheme,
  width: number,
  format: ProductPictureFormat,
): string {
  return `${productPictureFolder}/${id}-${theme}-${width}.${format === 'jpeg' ? 'jpg' : format}`;
}

export function productPictureHeight(id: ProductPictureId, width: number): number {
  const size = productPictureSizes[id];
  return Math.round((size.height * width) / size.width);
}
