import { languageCodes, type LanguageCode } from './i18n/languages';

/**
 * The pictures of the app on the public pages, made at build time from the running app
 * (scripts/build/product-pictures, decision 017). Their names and sizes are fixed here so the pages
 * can be pre-rendered with `srcset`, `width` and `height` before the pictures exist.
 */
export const productPictureIds = ['posture', 'alert', 'progress', 'mini'] as const;
export type ProductPictureId = (typeof productPictureIds)[number];

export const productThemes = ['dark', 'light'] as const;
export type ProductTheme = (typeof productThemes)[number];

export interface ProductPictureSpec {
  /** The picture's shape: its largest file's size. */
  width: number;
  height: number;
  /** Widths encoded as AVIF and WebP: a phone, a column on a tablet or laptop, a dense screen. */
  widths: readonly number[];
  /** The one JPEG every browser shows when it reads neither modern format. */
  fallbackWidth: number;
  /** Pictures with words in them are taken once per language (decision 017); the others have none. */
  perLanguage: boolean;
}

const wide = { widths: [400, 800, 1200], fallbackWidth: 800, perLanguage: false } as const;

export const productPictures: Record<ProductPictureId, ProductPictureSpec> = {
  // The camera view is 4:3, without its words.
  posture: { width: 1200, height: 900, ...wide },
  alert: { width: 1200, height: 900, ...wide },
  // The daily chart's plot: bars of minutes and the score's line.
  progress: { width: 1200, height: 525, ...wide },
  // The mini view's window (320 × 240, use-mini-view.ts) is its words and score: one picture per
  // language, shown at most at its own size, so two widths (1× and 2×) do.
  mini: { width: 640, height: 480, widths: [320, 640], fallbackWidth: 640, perLanguage: true },
};

/** Modern formats, each at every width; the fallback `<img>` is one JPEG. */
export const productPictureFormats = ['avif', 'webp'] as const;
export type ProductPictureFormat = (typeof productPictureFormats)[number] | 'jpeg';

export const productPictureFolder = 'product';

/** The languages a picture is taken in: all of them for a picture with words, none for the rest. */
export const productPictureLanguages = (id: ProductPictureId): ReadonlyArray<LanguageCode | undefined> =>
  productPictures[id].perLanguage ? languageCodes : [undefined];

/** One capture of the build: a picture in a theme, and in a language when it has words. */
export interface ProductCapture {
  id: ProductPictureId;
  theme: ProductTheme;
  language?: LanguageCode;
}

export function productPictureFile(
  { id, theme, language }: ProductCapture,
  width: number,
  format: ProductPictureFormat,
): string {
  const name = [id, language, theme, width].filter((part) => part !== undefined).join('-');
  return `${productPictureFolder}/${name}.${format === 'jpeg' ? 'jpg' : format}`;
}

export function productPictureHeight(id: ProductPictureId, width: number): number {
  const size = productPictures[id];
  return Math.round((size.height * width) / size.width);
}

/** Every capture the build makes. */
export const productCaptures: ProductCapture[] = productPictureIds.flatMap((id) =>
  productThemes.flatMap((theme) =>
    productPictureLanguages(id).map((language) => ({ id, theme, ...(language && { language }) })),
  ),
);

export const productCaptureName = ({ id, theme, language }: ProductCapture) =>
  [id, language, theme].filter(Boolean).join('-');
