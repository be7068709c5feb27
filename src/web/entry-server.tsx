import i18next, { type Resource, type ResourceKey } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languageCodes, type LanguageCode } from '../shared/i18n/languages';
import { shellNamespace, type Namespace } from '../shared/i18n/namespaces';
import { pathTo } from '../shared/routing/paths';
import type { prerenderedRouteIds } from '../shared/routing/prerendered-routes';
import { App } from './app/app';
import { lazyPages } from './app/router/lazy-pages';
import { pageNamespaces } from './app/router/page-namespaces';
import { textOptions } from './lib/i18n/text-options';

export type PrerenderedRouteId = (typeof prerenderedRouteIds)[number];
export type RenderPage = (routeId: PrerenderedRouteId, language: LanguageCode) => Promise<string>;
/** Each language's namespace files, as read from public/locales. */
export type Translations = Record<LanguageCode, Partial<Record<Namespace, ResourceKey>>>;

/**
 * The build-time render of a public page (scripts/prerender-pages.ts): the same <App> the browser
 * hydrates, signed out, in the default theme, in a memory router at the page's URL, with the
 * language's translations already loaded — so the HTML is what the browser's first render produces.
 * Like the browser, a page gets the shell's strings and its own namespaces only; a key found in
 * neither fails the build (the browser would show the key, or hydration would swap text).
 * Renders one page at a time (the i18next instance is shared).
 */
export async function createPageRenderer(translations: Translations): Promise<RenderPage> {
  const resources: Resource = Object.fromEntries(
    languageCodes.map((lng) => [lng, { [shellNamespace]: translations[lng][shellNamespace] ?? {} }]),
  );
  const missing = new Set<string>();
  // The browser's options that decide text (shared), without its detectors and HTTP loading.
  await i18next.use(initReactI18next).init({
    lng: defaultLanguage,
    resources,
    ...textOptions,
    saveMissing: true,
    missingKeyHandler: (_languages, _namespace, key) => missing.add(key),
  });
  return async (routeId, language) => {
    const bundles = [...new Set([language, defaultLanguage])].flatMap((lng) =>
      pageNamespaces[routeId].map((ns) => [lng, ns] as const),
    );
    for (const [lng, ns] of bundles) i18next.addResourceBundle(lng, ns, translations[lng][ns] ?? {});
    try {
      await lazyPages[routeId].preload();
      await i18next.changeLanguage(language);
      missing.clear();
      const html = renderToString(
        <StrictMode>
          <App location={pathTo(language, routeId)} />
        </StrictMode>,
      );
      if (missing.size)
        throw new Error(
          `${language}/${routeId}: no text for ${[...missing].join(', ')} — is its namespace in page-namespaces.ts?`,
        );
      return html;
    } finally {
      for (const [lng, ns] of bundles) i18next.removeResourceBundle(lng, ns);
    }
  };
}
