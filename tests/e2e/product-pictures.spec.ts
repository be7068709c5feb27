import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNamespace } from '../../src/server/i18n/locale-files';
import {
  productPictureFallbackWidth,
  productPictureFile,
  productPictureFormats,
  productPictureHeight,
  productPictureIds,
  productPictureSizes,
  productPictureWidths,
  productThemes,
  type ProductPictureId,
} from '../../src/shared/product-pictures';
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
  ['features', ['posture', 'alert', 'progress']],
  ['upgrade', ['progress']],
  ['download', ['posture']],
  ['help', ['posture', 'alert', 'progress']],
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
  it('were made by the build: every theme, width and format, at its size', async () => {
    for (const id of productPictureIds)
      for (const theme of productThemes) {
        for (const width of productPictureWidths)
          for (const format of productPictureFormats) {
            const file = path.join(builtWebDir, productPictureFile(id, theme, width, format));
            const meta = await sharp(fs.readFileSync(file)).metadata();
            expect([meta.format, meta.width, meta.height]).toEqual([
              format === 'avif' ? 'heif' : format,
              width,
              productPictureHeight(id, width),
            ]);
          }
        const fallback = path.join(
          builtWebDir,
          productPictureFile(id, theme, productPictureFallbackWidth, 'jpeg'),
        );
        expect((await sharp(fs.readFileSync(fallback)).metadata()).format).toBe('jpeg');
      }
    // Photographs, not blank frames: the two themes differ, and a picture has more than one colour.
    const [dark, light] = await Promise.all(
      productThemes.map((theme) =>
        sharp(path.join(builtWebDir, productPictureFile('progress', theme, 400, 'webp'))).stats(),
      ),
    );
    expect(dark!.isOpaque).toBe(true);
    expect(Math.abs(dark!.channels[0]!.mean - light!.channels[0]!.mean)).toBeGreaterThan(50);
    const posture = await sharp(
      path.join(builtWebDir, productPictureFile('posture', 'dark', 400, 'webp')),
    ).stats();
    expect(posture.channels.every((channel) => channel.stdev > 20)).toBe(true);
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
          expect(picture.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
          for (const source of picture.sources) {
            expect(source.srcset.split(', ').map((entry) => entry.split(' ')[1])).toEqual(
              productPictureWidths.map((width) => `${width}w`),
            );
            expect(source.sizes).toMatch(/\d+px$/);
          }
          expect(picture.img).toEqual({
            src: `/${productPictureFile(id, picture.theme as 'dark', productPictureFallbackWidth, 'jpeg')}`,
            alt: altOf(language, id),
            width: String(productPictureSizes[id].width),
            height: String(productPictureSizes[id].height),
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
        // A desktop's column is 360 px wide on a 1× screen: the 400 px picture, in AVIF.
        .toEqual(['posture', 'alert', 'progress'].map((id) => `/product/${id}-${theme}-400.avif`));
      // Only this theme's pictures are downloaded (Chromium fetches lazy pictures a little before
      // they scroll in, but never hidden ones).
      expect(requested.sort()).toEqual(
        ['alert', 'posture', 'progress'].map((id) => `/product/${id}-${theme}-400.avif`),
      );
      const after = await showcase.boundingBox();
      expect(after!.height).toBe(before!.height);
      await screenshot(page, `product-pictures-features-desktop-${theme}`);
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
