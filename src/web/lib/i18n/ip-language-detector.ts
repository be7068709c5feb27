import type { CustomDetector } from 'i18next-browser-languagedetector';
import { storageKeys } from '../../../shared/constants';

/**
 * The custom `ip` detector at the head of the chain (spec §4). Detectors must answer synchronously,
 * so it reads what the first-visit country lookup stored; it never calls the network itself.
 */
export const ipLanguageDetector: CustomDetector = {
  name: 'ip',
  lookup() {
    try {
      return localStorage.getItem(storageKeys.ipLanguage) ?? undefined;
    } catch {
      return undefined;
    }
  },
};
