import type { InitOptions } from 'i18next';
import { defaultLanguage, languageCodes } from '../../../shared/i18n/languages';
import { browserNamespaces, shellNamespace } from '../../../shared/i18n/namespaces';

/**
 * The i18next options that decide which text a key renders to, shared by the browser (i18n.ts) and
 * the build-time pre-render (entry-server.tsx): if they differed, hydration would swap text.
 */
export const textOptions = {
  supportedLngs: [...languageCodes],
  nonExplicitSupportedLngs: true,
  load: 'languageOnly',
  fallbackLng: defaultLanguage,
  // The shell's strings load first. A page's own namespaces load with the page (page-namespaces.ts);
  // every key keeps its full name (`faq.items.video.q`) in its namespace's file, so components call
  // `t()` as before and i18next finds the key in whichever loaded namespace holds it.
  defaultNS: shellNamespace,
  fallbackNS: browserNamespaces.filter((ns) => ns !== shellNamespace),
  interpolation: { escapeValue: false },
  returnNull: false,
  showSupportNotice: false,
  react: { useSuspense: false },
} satisfies InitOptions;
