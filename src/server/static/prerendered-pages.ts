import fs from 'node:fs';
import path from 'node:path';
import type { LanguageCode } from '../../shared/i18n/languages';
import type { RouteId } from '../../shared/routing/paths';
import {
  isPrerendered,
  prerenderedAssetsFile,
  prerenderedFile,
  type PrerenderedAssets,
} from '../../shared/routing/prerendered-routes';

export interface PrerenderedPage {
  /** The content of #root. */
  body: string;
  /** Links for the page's own CSS (so the HTML is styled before scripts run) and script chunks. */
  head: string;
  /** The page's own CSS links alone, for a page whose scripts wait for an interaction. */
  stylesheets: string;
}

/**
 * The build's pre-rendered pages (scripts/prerender-pages.ts): a public page in a language, read
 * once, or undefined when the build has none for it (then the browser renders the page itself).
 */
export function prerenderedPages(webDir: string) {
  const assetsPath = path.join(webDir, prerenderedAssetsFile);
  const assets: PrerenderedAssets = fs.existsSync(assetsPath)
    ? (JSON.parse(fs.readFileSync(assetsPath, 'utf8')) as PrerenderedAssets)
    : {};
  const cache = new Map<string, PrerenderedPage | undefined>();
  const read = (language: LanguageCode, routeId: RouteId): PrerenderedPage | undefined => {
    const file = path.join(webDir, prerenderedFile(language, routeId));
    if (!fs.existsSync(file)) return undefined;
    const { stylesheets = [], modules = [] } = assets[routeId] ?? {};
    const styles = stylesheets.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`);
    const preloads = modules.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
    return {
      body: fs.readFileSync(file, 'utf8'),
      head: [...styles, ...preloads].join('\n    '),
      stylesheets: styles.join('\n    '),
    };
  };
  return (language: LanguageCode, routeId: RouteId | undefined): PrerenderedPage | undefined => {
    if (!routeId || !isPrerendered(routeId)) return undefined;
    const key = `${language}/${routeId}`;
    if (!cache.has(key)) cache.set(key, read(language, routeId));
    return cache.get(key);
  };
}
