import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Plugin, ResolvedConfig } from 'vite';
import { productPictureFolder } from '../../src/shared/product-pictures';
import { cameraPhoto, chromiumPath } from './product-pictures/capture-inputs';

const cacheRoot = path.resolve('node_modules/.cache/postura-product-pictures');
/** What the pictures are made from besides the built app: these scripts, their sizes, the photo. */
const recipe = [
  'scripts/build/product-pictures-plugin.ts',
  'scripts/build/product-pictures/capture-app.ts',
  'scripts/build/product-pictures/capture-inputs.ts',
  'scripts/build/product-pictures/encode-pictures.ts',
  'scripts/build/product-pictures/fake-camera.ts',
  'scripts/build/product-pictures/fake-picture-in-picture.ts',
  'src/shared/product-pictures.ts',
  cameraPhoto,
];

/**
 * `/product/<picture>-<theme>-<width>.<avif|webp|jpg>`: pictures of the app itself for the public
 * pages (decision 017), photographed from the build that was just written — the real server with
 * demo data, the real pose model on a fake camera, headless Chromium — then encoded with sharp.
 * Cached by the build's own files (hashed names), the recipe and the browser's version, so a build
 * whose app did not change copies them in well under a second.
 */
export function productPictures(): Plugin {
  let config: ResolvedConfig;
  // `npm start` builds on a machine that may have no Chromium: the pages are then built without
  // the pictures (ProductPicture renders nothing) rather than naming files that do not exist.
  const available = fs.existsSync(chromiumPath);
  return {
    name: 'postura-product-pictures',
    // Both the browser build and the pre-render's server build need to know.
    apply: 'build',
    config: () => ({ define: { 'import.meta.env.PRODUCT_PICTURES': JSON.stringify(available) } }),
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      if (config.build.ssr) return;
      if (!available) {
        config.logger.warn(
          `product pictures: no Chromium at ${chromiumPath} (apt-get install chromium, or set CHROMIUM_PATH): the pages are built without them`,
        );
        return;
      }
      const started = performance.now();
      const outDir = path.resolve(config.root, config.build.outDir);
      // Loaded only here: vite.config.ts (and so every test run) imports this file.
      const { default: sharp } = await import('sharp');
      const key = cacheKey(outDir, JSON.stringify(sharp.versions));
      const cached = path.join(cacheRoot, key);
      let source = 'cached';
      if (!fs.existsSync(path.join(cached, 'done'))) {
        source = 'made';
        const { captureApp } = await import('./product-pictures/capture-app');
        const { encodePicture } = await import('./product-pictures/encode-pictures');
        const log = (message: string) => config.logger.info(message);
        const capture = () => {
          // Encoded one capture after another, while the browser goes on to the next picture.
          let queue = Promise.resolve(new Map<string, Buffer>());
          const done = captureApp(outDir, log, (capture, png) => {
            queue = queue.then(async (files) => new Map([...files, ...(await encodePicture(capture, png))]));
          });
          return done.then(
            () => queue,
            (error: unknown) => {
              void queue.catch(() => undefined);
              throw error;
            },
          );
        };
        // Once more on a failure: on a machine busy with other work a step can miss its wait.
        const files = await capture().catch((error: unknown) => {
          config.logger.warn(`product pictures: ${String(error).split('\n')[0]} — trying once more`);
          return capture();
        });
        fs.rmSync(cacheRoot, { recursive: true, force: true });
        for (const [file, data] of files) {
          fs.mkdirSync(path.dirname(path.join(cached, file)), { recursive: true });
          fs.writeFileSync(path.join(cached, file), data);
        }
        fs.writeFileSync(path.join(cached, 'done'), '');
      }
      fs.cpSync(path.join(cached, productPictureFolder), path.join(outDir, productPictureFolder), {
        recursive: true,
      });
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      config.logger.info(`product pictures ${source} in ${seconds} s`);
    },
  };
}

function cacheKey(outDir: string, encoder: string): string {
  const hash = createHash('sha256');
  // The built app: its files are named by their content.
  hash.update(fs.readdirSync(path.join(outDir, 'assets')).sort().join('\n'));
  hash.update(fs.readFileSync(path.join(outDir, 'index.html')));
  for (const file of recipe) hash.update(fs.readFileSync(path.resolve(file)));
  // Debian's wrapper script writes noise to stderr; the version is on stdout.
  hash.update(
    execFileSync(chromiumPath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }),
  );
  hash.update(encoder);
  return hash.digest('hex').slice(0, 16);
}
