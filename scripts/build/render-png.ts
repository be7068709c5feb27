import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { renderAsync, type ResvgRenderOptions } from '@resvg/resvg-js';

/** Rendered images are kept between builds here, keyed by everything that shapes their pixels. */
const cacheDir = path.resolve('node_modules/.cache/postura-images');
const resvgVersion = (
  JSON.parse(fs.readFileSync(path.resolve('node_modules/@resvg/resvg-js/package.json'), 'utf8')) as {
    version: string;
  }
).version;

export const hashOf = (...parts: Array<string | Buffer>) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

/**
 * An SVG as a PNG `width` pixels wide, with resvg. Fonts are only those passed (no system scan), so
 * the same input gives the same image on every machine that has those files.
 */
export async function renderPng(
  svg: string,
  width: number,
  fontFiles: string[] = [],
  defaultFontFamily = '',
): Promise<Buffer> {
  const fontStamp = fontFiles.map((file) => `${file}:${fs.statSync(file).size}`).join('|');
  const file = path.join(cacheDir, `${hashOf(resvgVersion, svg, String(width), fontStamp)}.png`);
  if (fs.existsSync(file)) return fs.readFileSync(file);
  const options: ResvgRenderOptions = {
    fitTo: { mode: 'width', value: width },
    font: { loadSystemFonts: false, fontFiles, defaultFontFamily },
    logLevel: 'off',
  };
  const png = (await renderAsync(svg, options)).asPng();
  fs.mkdirSync(cacheDir, { recursive: true });
  fs.writeFileSync(file, png);
  return png;
}
