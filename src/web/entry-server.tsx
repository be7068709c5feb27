import i18next, { type Resource } from 'i18next';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, languageCodes, type LanguageCode } from '../shared/i18n/languages';
import { pathTo } from '../shared/routing/paths';
import type { prerenderedRouteIds } from '../shared/routing/prerendered-routes';
import { App } from './app/app';
import { lazyPages } from './app/router/lazy-pages';
import { textOptions } from './lib/i18n/text-options';

export type PrerenderedRouteId = (typeof prerenderedRouteIds)[number];
export type RenderPage = (routeId: PrerenderedRouteId, language: LanguageCode) => Promise<string>;

/**
 * The build-time render of a public page (scripts/prerender-pages.ts): the same <App> the browser
 * hydrates, signed out, in the default theme, in a memory router at the page's URL, with the
 * language's translations already loaded — so the HTML is what the browser's first render produces.
 * Renders one page at a time (the i18next instance is shared).
 */
export async function createPageRenderer(
  translations: Record<LanguageCode, Record<string, unknown>>,
): Promise<RenderPage> {
  const resources: Resource = Object.fromEntries(
    languageCodes.map((lng) => [lng, { translation: translations[lng] }]),
  );
  // The browser's options that decide text (shared), without its detectors and HTTP loading.
  await i18next.use(initReactI18next).init({ lng: defaultLanguage, resources, ...textOptions });
  return async (routeId, language) => {
    await lazyPages[routeId].preload();
    await i18next.changeLanguage(language);
    return renderToString(
      <StrictMode>
        <App location={pathTo(language, routeId)} />
      </StrictMode>,
    );
  };
}
