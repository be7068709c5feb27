import type { InitOptions } from 'i18next';
import { defaultLanguage, languageCodes } from '../../../shared/i18n/languages';

/**
 * The i18next options that decide which text a key renders to, shared by the browser (i18n.ts) and
 * the build-time pre-render (entry-server.tsx): if they differed, hydration would swap text.
 */
export const textOptions = {
  supportedLngs: [...languageCodes],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  fallbackLng: defaultLanguage,
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
  react: { useSuspense: false },
} satisfies InitOptions;
