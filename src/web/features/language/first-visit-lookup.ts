import { storageKeys } from '../../../shared/constants';
import { languageForCountry } from '../../../shared/i18n/country-languages';
import type { LanguageCode } from '../../../shared/i18n/languages';

const lookupTimeoutMs = 5000;

/**
 * On a visitor's first visit only, asks our own /api/geo for their country and stores the language it
 * maps to (the `ip` detector's answer). Undefined on later visits or when the country has none. The
 * mark is set before the request, so nothing can loop. Free of React: the deferred pages' small entry
 * runs it too.
 */
export async function firstVisitCountryLanguage(): Promise<LanguageCode | undefined> {
  if (!claimFirstVisit()) return undefined;
  const language = await lookupCountryLanguage();
  if (language) localStorage.setItem(storageKeys.ipLanguage, language);
  return language;
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
