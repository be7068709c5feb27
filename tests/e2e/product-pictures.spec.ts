import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNamespace } from '../../src/server/i18n/locale-files';
import {
  productCaptures,
  productPictureFile,
  productPictureFormats,
  productPictureHeight,
  productPictures,
  productThemes,
  type ProductPictureId,
  type ProductTheme,
} from '../../src/shared/product-pictures';
import type { LanguageCode } from '../../src/shared/i18n/languages';
import { builtWebDir, startAppServer, type RunningApp } from './support/app-server';
import { closeAll, launchBrowser, newContext, screenshot, viewports } from './support/browser';

/**
 * The pictures of the app that the build photographs (scripts/build/product-pictures-plugin.ts,
 * decision 017): every file is there in its format and size, and the public pages name them with
 * srcset, a size, lazy loading below the fold and alt text in the page's language; a visitor
 * downloads only the pictures of the theme on screen.
 */
let server: RunningApp;
let browser: Browser;

beforeAll(async () => {
  server = await startAppServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await closeAll(undefined, browser);
  await server.close();
});

const altOf = (language: string, id: ProductPictureId) =>
  (readNamespace(language, 'productPictures') as { productPictures: Record<ProductPictureId, string> })
    .productPictures[id];

/** Where each picture appears: the page and the pictures it shows. */
const placements: Array<[string, ProductPictureId[]]> = [
  ['', ['posture', 'alert', 'progress']],
  ['features', ['posture', 'alert', 'progress', 'mini']],
  ['upgrade', ['progress']],
  ['download', ['posture']],
  ['help', ['posture', 'alert', 'mini', 'progress']],
];

interface PictureMarkup {
  id: string;
  theme: string;
  sources: Array<{ type: string; srcset: string; sizes: string }>;
  img: Record<'src' | 'alt' | 'width' | 'height' | 'loading' | 'decoding', string | null>;
  top: number;
}

async function picturesOn(page: Page): Promise<PictureMarkup[]> {
  return page.locator('[data-product-picture] picture').evaluateAll((pictures) =>
    pictures.map((picture) => {
      const img = picture.querySelector('img')!;
      const attr = (name: string) => img.getAttribute(name);
      return {
        id: picture.parentElement!.dataset.productPicture!,
        theme: (picture as HTMLElement).dataset.theme!,
        sources: [...picture.querySelectorAll('source')].map((source) => ({
          type: source.type,
          srcset: source.srcset,
          sizes: source.sizes,
        })),
        img: {
          src: attr('src'),
          alt: attr('alt'),
          width: attr('width'),
          height: attr('height'),
          loading: attr('loading'),
          decoding: attr('decoding'),
        },
        top: picture.parentElement!.getBoundingClientRect().top,
      };
    }),
  );
}

describe('pictures of the app', () => {
  it('were made by the build: every theme, language, width and format, at its size', async () => {
    // The mini view in all 24 languages and both themes, the other three in both themes.
    expect(productCaptures).toHaveLength(3 * 2 + 24 * 2);
    for (const capture of productCaptures) {
      const { widths, fallbackWidth } = productPictures[capture.id];
      for (const width of widths)
        for (const format of productPictureFormats) {
          const file = path.join(builtWebDir, productPictureFile(capture, width, format));
          const meta = await sharp(fs.readFileSync(file)).metadata();
          expect([meta.format, meta.width, meta.height]).toEqual([
            format === 'avif' ? 'heif' : format,
            width,
            productPictureHeight(capture.id, width),
          ]);
        }
      const fallback = path.join(builtWebDir, productPictureFile(capture, fallbackWidth, 'jpeg'));
      expect((await sharp(fs.readFileSync(fallback)).metadata()).format).toBe('jpeg');
    }
    // Photographs, not blank frames: the two themes differ, and a picture has more than one colour.
    const [dark, light] = await Promise.all(
      productThemes.map((theme) =>
        sharp(path.join(builtWebDir, productPictureFile({ id: 'progress', theme }, 400, 'webp'))).stats(),
      ),
    );
    expect(dark!.isOpaque).toBe(true);
    expect(Math.abs(dark!.channels[0]!.mean - light!.channels[0]!.mean)).toBeGreaterThan(50);
    const posture = await sharp(
      path.join(builtWebDir, productPictureFile({ id: 'posture', theme: 'dark' }, 400, 'webp')),
    ).stats();
    expect(posture.channels.every((channel) => channel.stdev > 20)).toBe(true);
  });

  it('took the mini view in each language: its words differ, its theme follows', async () => {
    const pixels = (language: LanguageCode, theme: ProductTheme) =>
      sharp(path.join(builtWebDir, productPictureFile({ id: 'mini', theme, language }, 320, 'webp')))
        .greyscale()
        .raw()
        .toBuffer();
    const differs = (a: Buffer, b: Buffer) => {
      let changed = 0;
      for (let i = 0; i < a.length; i++) if (Math.abs(a[i]! - b[i]!) > 40) changed++;
      return changed / a.length;
    };
    const english = await pixels('en', 'dark');
    // Other words (and Japanese and Arabic scripts) change the picture; the same words would not.
    for (const language of ['de', 'ja', 'ar'] as const)
      expect(differs(english, await pixels(language, 'dark'))).toBeGreaterThan(0.01);
    // The light theme's mini view is light: its mean grey is well above the dark one's.
    const mean = (buffer: Buffer) => buffer.reduce((sum, value) => sum + value, 0) / buffer.length;
    expect(mean(await pixels('en', 'light')) - mean(english)).toBeGreaterThan(80);
  });

  it.each(['en', 'de', 'ar', 'ja'])(
    'names them with srcset, size, lazy loading below the fold and %s alt text on every page',
    async (language) => {
      const { context, errors } = await newContext(browser, { viewport: viewports.phone });
      const page = await context.newPage();
      for (const [route, ids] of placements) {
        await page.goto(`${server.url}/${language}/${route}`);
        const pictures = await picturesOn(page);
        expect(pictures.map((p) => `${p.id}-${p.theme}`).sort()).toEqual(
          ids.flatMap((id) => productThemes.map((theme) => `${id}-${theme}`)).sort(),
        );
        const viewportHeight = viewports.phone.height;
        for (const picture of pictures) {
          const id = picture.id as ProductPictureId;
          const spec = productPictures[id];
          const capture = {
            id,
            theme: picture.theme as ProductTheme,
            ...(spec.perLanguage && { language: language as LanguageCode }),
          };
          expect(picture.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
          for (const source of picture.sources) {
            expect(source.srcset.split(', ')).toEqual(
              spec.widths.map(
                (width) =>
                  `/${productPictureFile(capture, width, source.type === 'image/avif' ? 'avif' : 'webp')} ${width}w`,
              ),
            );
            expect(source.sizes).toMatch(/\d+px$/);
          }
          expect(picture.img).toEqual({
            src: `/${productPictureFile(capture, spec.fallbackWidth, 'jpeg')}`,
            alt: altOf(language, id),
            width: String(spec.width),
            height: String(spec.height),
            loading: 'lazy',
            decoding: 'async',
          });
          // Below the fold on a phone, where lazy loading is right.
          if (picture.theme === 'dark') expect(picture.top).toBeGreaterThan(viewportHeight);
        }
      }
      // The alt text is the page's language's own (not English) outside English.
      if (language !== 'en') expect(altOf(language, 'posture')).not.toBe(altOf('en', 'posture'));
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('shows and downloads only the pictures of the theme on screen, without moving the page', async () => {
    for (const theme of productThemes) {
      const { context, errors } = await newContext(browser, { viewport: viewports.desktop, theme });
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith('/product/')) requested.push(pathname);
      });
      await page.goto(`${server.url}/en/features`);
      const showcase = page.locator('[data-product-picture]').first();
      const before = await showcase.boundingBox();
      await showcase.scrollIntoViewIfNeeded();
      const shown = page.locator(`[data-product-picture] picture[data-theme='${theme}'] img`);
      await expect
        .poll(() =>
          shown.evaluateAll((imgs) =>
            imgs.map((img) => {
              const image = img as HTMLImageElement;
              return image.complete && image.naturalWidth > 0 ? new URL(image.currentSrc).pathname : '';
            }),
          ),
        )
        // A desktop's column is 280 px wide on a 1× screen: the 400 px picture, in AVIF, and the
        // mini view's 320 px one in the page's language.
        .toEqual([
          ...['posture', 'alert', 'progress'].map((id) => `/product/${id}-${theme}-400.avif`),
          `/product/mini-en-${theme}-320.avif`,
        ]);
      // Only this theme's pictures are downloaded (Chromium fetches lazy pictures a little before
      // they scroll in, but never hidden ones).
      expect(requested.sort()).toEqual(
        [
          ...['alert', 'posture', 'progress'].map((id) => `/product/${id}-${theme}-400.avif`),
          `/product/mini-en-${theme}-320.avif`,
        ].sort(),
      );
      const after = await showcase.boundingBox();
      expect(after!.height).toBe(before!.height);
      await screenshot(page, `product-pictures-features-desktop-${theme}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
