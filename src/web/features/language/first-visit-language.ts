import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { storageKeys } from '../../../shared/constants';
import type { LanguageCode } from '../../../shared/i18n/languages';
import { firstVisitCountryLanguage } from './first-visit-lookup';
import { switchLanguagePath } from './switch-language-path';

/**
 * On a visitor's first visit only, switches the page to the language of their country (spec §8,
 * first-visit-lookup.ts). An explicit `?lng=` is respected. A failure is logged and ignored.
 */
export function useFirstVisitLanguage(current: LanguageCode): void {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    const explicit = new URLSearchParams(location.search).has('lng');
    void firstVisitCountryLanguage().then(
      (language) => {
        if (language && language !== current && !explicit)
          navigate(switchLanguagePath(location, language), { replace: true });
      },
      (error: unknown) => console.warn('IP language detection failed', error),
    );
    // Once per page life: later renders must not start another lookup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

/** A language chosen in the picker outranks the country guess from then on. */
export function forgetIpLanguage(): void {
  try {
    localStorage.removeItem(storageKeys.ipLanguage);
  } catch {
    // Storage blocked: there is nothing to forget.
  }
}
