import i18n, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { ipLanguageDetector } from './ip-language-detector';
import { localeBackend } from './locale-backend';
import { textOptions } from './text-options';
import { i18nLoading, storageKeys } from '../../../shared/constants';
import { defaultLanguage, textDirection, toSupportedLanguage } from '../../../shared/i18n/languages';
import type { LanguageCode } from '../../../shared/i18n/languages';
import { shellNamespace } from '../../../shared/i18n/namespaces';
import en from '../../../../public/locales/en/translation.json';

/**
 * i18next for the browser. The shell's English strings are bundled, so the first paint never waits
 * for a request; a page's own strings load with it (page-namespaces.ts), in English from the build
 * and in the other 23 languages from /locales/{lng}/{ns}.json (10 parallel reads, 5 retries from
 * 350 ms doubling — spec §9; see locale-backend.ts). A failed load leaves English on screen rather
 * than a blank page.
 */
export async function initI18n(): Promise<I18n> {
  const detector = new LanguageDetector();
  detector.addDetector(ipLanguageDetector);
  await i18n
    .use(localeBackend({ loadPath: '/locales/{{lng}}/{{ns}}.json' }))
    .use(detector)
    .use(initReactI18next)
    .init({
      // Start in the bundled language; main.tsx then switches to the page's language once it is loaded.
      lng: defaultLanguage,
      resources: { en: { [shellNamespace]: en } },
      partialBundledLanguages: true,
      ...textOptions,
      maxParallelReads: i18nLoading.maxParallelReads,
      maxRetries: i18nLoading.maxRetries,
      retryTimeout: i18nLoading.retryBaseDelayMs,
      detection: {
        // Spec §4's order. `ip` answers only with the language found by the first-visit country lookup.
        order: ['ip', 'querystring', 'path', 'navigator', 'htmlTag', 'localStorage', 'cookie'],
        lookupQuerystring: 'lng',
        lookupFromPathIndex: 0,
        lookupLocalStorage: storageKeys.language,
        lookupCookie: storageKeys.languageCookie,
        caches: ['localStorage', 'cookie'],
        cookieMinutes: i18nLoading.cacheMinutes,
        cookieOptions: { path: '/', sameSite: 'lax' },
      },
    });
  // Only from here on: the server wrote the page's own `lang` and `dir`, and the start in the bundled
  // language must not flip an Arabic page to left-to-right while its translations load.
  i18n.on('languageChanged', (lng) => {
    const code = toSupportedLanguage(lng) ?? defaultLanguage;
    document.documentElement.lang = code;
    document.documentElement.dir = textDirection(code);
  });
  return i18n;
}

/** The language the detector chain picks for a URL without a language prefix. */
export function detectLanguage(instance: I18n): LanguageCode {
  const detected = instance.services.languageDetector?.detect() as string | string[] | undefined;
  const candidates = Array.isArray(detected) ? detected : [detected];
  for (const candidate of candidates) {
    const code = toSupportedLanguage(candidate);
    if (code) return code;
  }
  return defaultLanguage;
}
