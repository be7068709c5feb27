import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { textDirection, type LanguageCode } from '../../shared/i18n/languages';
import type { RouteId } from '../../shared/routing/paths';
import { deferredStartFile, isDeferred, prerenderedMark } from '../../shared/routing/prerendered-routes';
import { headTags, pageHead } from '../../shared/seo/page-head';
import { pageExtras } from '../../shared/seo/page-extras';
import { pageTranslations } from './page-translations';
import { prerenderedPages } from './prerendered-pages';

/**
 * The built app's index.html, read once. Its inline scripts (the pre-paint theme script) are allowed
 * by hash in the Content-Security-Policy, and each answer carries the page's `lang` and `dir` so a
 * right-to-left page is laid out right from the first paint. A public page pre-rendered by the build
 * gets its HTML inside #root, which the browser then hydrates; any other page keeps an empty #root.
 */
export interface IndexHtml {
  available: boolean;
  inlineScriptHashes: string[];
  /**
   * The page for a route (undefined: not found) in a language, with its head metadata filled in. With
   * `signedIn` false, a deferred page (deferredRouteIds) starts with the small entry instead of the app.
   */
  render(language: LanguageCode, routeId?: RouteId, origin?: string, signedIn?: boolean): string;
}

export function loadIndexHtml(webDir: string): IndexHtml {
  const file = path.join(webDir, 'index.html');
  if (!fs.existsSync(file)) {
    return { available: false, inlineScriptHashes: [], render: () => '' };
  }
  const template = fs.readFileSync(file, 'utf8');
  const inlineScriptHashes = [...template.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .filter((body) => body.trim().length > 0)
    .map((body) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  const translate = pageTranslations(webDir);
  const prerendered = prerenderedPages(webDir);
  const deferredStart = readDeferredStart(webDir);
  const cache = new Map<string, string>();
  return {
    available: true,
    inlineScriptHashes,
    render(language, routeId, origin = '', signedIn = false) {
      const deferred = !signedIn && isDeferred(routeId) && deferredStart !== undefined;
      const key = `${language}|${routeId ?? ''}|${origin}|${deferred}`;
      let html = cache.get(key);
      if (!html) {
        const t = translate(language);
        const head = headTags(pageHead(routeId, language, origin, t, pageExtras(routeId, t)));
        html = template
          .replace(
            /<html[^>]*>/,
            `<html lang="${language}" dir="${textDirection(language)}" data-theme="dark">`,
          )
          // The template's generic title and description give way to the page's own.
          .replace(/<title>[\s\S]*?<\/title>/, '')
          .replace(/<meta\s+name="description"[^>]*>/, '')
          .replace('</head>', `  ${head}\n  </head>`);
        const page = prerendered(language, routeId);
        if (page && routeId) {
          const mark = prerenderedMark(language, routeId);
          // Functions, so a `$` in the page's text is not read as a replacement pattern.
          html = html
            .replace('</head>', () => `  ${deferred ? page.stylesheets : page.head}\n  </head>`)
            .replace(
              '<div id="root"></div>',
              () => `<div id="root" data-prerendered="${mark}">${page.body}</div>`,
            );
        }
        if (deferred) html = withDeferredStart(html, deferredStart!);
        // Bounded: the origin comes from the request's Host when PUBLIC_URL is not set.
        if (cache.size > 2000) cache.clear();
        cache.set(key, html);
      }
      return html;
    },
  };
}

/** The built deferred-start entry's address, or undefined for a build without one. */
function readDeferredStart(webDir: string): DeferredStart | undefined {
  const file = path.join(webDir, deferredStartFile);
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as DeferredStart;
}

interface DeferredStart {
  module: string;
  imports: string[];
}

/**
 * The app's entry script and the module preloads give way to the small deferred-start entry, which
 * loads the app when the visitor first interacts (src/web/deferred-start.ts). The stylesheets stay.
 */
function withDeferredStart(html: string, { module, imports }: DeferredStart): string {
  const tags = [
    `<script type="module" crossorigin src="${module}"></script>`,
    ...imports.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];
  return html
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script type="module" crossorigin src="[^"]*"><\/script>/, () => tags.join('\n    '));
}
