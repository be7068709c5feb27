import { createContext, useContext } from 'react';
import { defaultLanguage, type LanguageCode } from '../../../shared/i18n/languages';

/** The language of the current URL (`/fr/…` → fr); every link keeps it. */
export const CurrentLanguageContext = createContext<LanguageCode>(defaultLanguage);

export function useCurrentLanguage(): LanguageCode {
  return useContext(CurrentLanguageContext);
}
