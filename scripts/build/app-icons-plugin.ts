import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { renderPng } from './render-png';

/** The square PNG sizes the manifest lists (launchers, splash screens, stores). */
export const iconSizes = [48, 72, 96, 128, 144, 192, 256, 384, 512] as const;

/** Inside a maskable icon, launchers may crop to a circle of 80% of the side: the logo stays within. */
const maskableLogoShare = 0.66;

/**
 * The app's PNG icons, rasterised from the one logo (public/favicon.svg) with resvg at build time:
 * `/icons/icon-<size>.png`, `/icons/maskable-512.png` (the logo inside the safe zone on the manifest's
 * background colour) and `/apple-touch-icon.png` (180 px, opaque and full-bleed, since iOS rounds the
 * corners itself). The dev server renders them on request.
 */
export function appIcons(): Plugin {
  return {
    name: 'postura-app-icons',
    // Not in the pre-render's server build, which ships no files.
    apply: (_config, env) => !env.isSsrBuild,
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const icon = iconFiles()[(request.url ?? '').split('?')[0]!.replace(/^\//, '')];
        if (!icon) return next();
        icon()
          .then((png) => response.setHeader('content-type', 'image/png').end(png))
          .catch(next);
      });
    },
    async generateBundle() {
      const files = Object.entries(iconFiles());
      const images = await Promise.all(files.map(([, render]) => render()));
      files.forEach(([fileName], i) => this.emitFile({ type: 'asset', fileName, source: images[i]! }));
    },
  };
}

/** Each icon's path in the build, and how to render it. */
export function iconFiles(): Record<string, () => Promise<Buffer>> {
  const logo = fs.readFileSync(path.resolve('public/favicon.svg'), 'utf8');
  const manifest = JSON.parse(fs.readFileSync(path.resolve('public/manifest.webmanifest'), 'utf8')) as {
    background_color: string;
  };
  const [, viewWidth = '32'] = /viewBox="[\d.-]+ [\d.-]+ ([\d.]+)/.exec(logo) ?? [];
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(logo)?.[1] ?? '';
  const brand = /<rect[^>]*fill="(#[0-9a-f]{3,8})"/i.exec(logo)?.[1] ?? '#16a34a';
  /** The logo at `share` of a `size` square on `background`. */
  const framed = (size: number, share: number, background: string) => {
    const scale = (size * share) / Number(viewWidth);
    const offset = (size * (1 - share)) / 2;
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}"><rect width="${size}" height="${size}" fill="${background}"/><g transform="translate(${offset} ${offset}) scale(${scale})">${inner}</g></svg>`;
  };
  return {
    ...Object.fromEntries(iconSizes.map((size) => [`icons/icon-${size}.png`, () => renderPng(logo, size)])),
    'icons/maskable-512.png': () => renderPng(framed(512, maskableLogoShare, manifest.background_color), 512),
    'apple-touch-icon.png': () => renderPng(framed(180, 1, brand), 180),
  };
}
