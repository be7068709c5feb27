import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { storageKeys } from '../../../shared/constants';
import { languageForCountry } from '../../../shared/i18n/country-languages';
import type { LanguageCode } from '../../../shared/i18n/languages';
import { switchLanguagePath } from './switch-language-path';

const lookupTimeoutMs = 5000;

/**
 * On a visitor's first visit only, asks our own /api/geo for their country; if it maps to a language,
 * stores it and switches the page to it once. An explicit `?lng=` is respected. A failure is logged
 * and ignored (spec §8). The mark is set before the request, so nothing can loop.
 */
export function useFirstVisitLanguage(current: LanguageCode): void {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    if (!claimFirstVisit()) return;
    const explicit = new URLSearchParams(location.search).has('lng');
    void lookupCountryLanguage().then(
      (language) => {
        if (!language) return;
        localStorage.setItem(storageKeys.ipLanguage, language);
        if (language !== current && !explicit)
          navigate(switchLanguagePath(location, language), { replace: true });
      },
      (error: unknown) => console.warn('IP language detection failed', error),
    );
    // Once per page life: later renders must not start another lookup.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

async function lookupCountryLanguage(): Promise<LanguageCode | undefined> {
  const response = await fetch('/api/geo', { signal: AbortSignal.timeout(lookupTimeoutMs) });
  if (!response.ok) throw new Error(`GET /api/geo answered ${response.status}`);
  const body = (await response.json()) as { country_code?: unknown };
  return typeof body.country_code === 'string' ? languageForCountry(body.country_code) : undefined;
}

function claimFirstVisit(): boolean {
  try {
    if (localStorage.getItem(storageKeys.geoChecked)) return false;
    localStorage.setItem(storageKeys.geoChecked, new Date().toISOString());
    return true;
  } catch {
    return false;
  }
}

/** A language chosen in the picker outranks the country guess from then on. */
export function forgetIpLanguage(): void {
  try {
    localStorage.removeItem(storageKeys.ipLanguage);
  } catch {
    // Storage blocked: there is nothing to forget.
  }
}
