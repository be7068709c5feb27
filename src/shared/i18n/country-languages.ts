import type { LanguageCode } from './languages';

/**
 * Countries whose main language Postura speaks (spec §9: about 37). Used once, on a first visit, to
 * greet a visitor in their language. Countries with several common languages (CH, BE, CA, IN's
 * English speakers…) are left out on purpose: the browser's language decides for them.
 */
export const countryLanguages: Readonly<Record<string, LanguageCode>> = {
  ES: 'es', MX: 'es', AR: 'es', CO: 'es', CL: 'es', PE: 'es', VE: 'es',
  BR: 'pt', PT: 'pt',
  FR: 'fr',
  DE: 'de', AT: 'de',
  IT: 'it',
  CN: 'zh', TW: 'zh', HK: 'zh',
  JP: 'ja', KR: 'ko', VN: 'vi', TH: 'th', ID: 'id', PH: 'tl',
  IN: 'hi', BD: 'bn', PK: 'ur', IR: 'fa',
  SA: 'ar', EG: 'ar', AE: 'ar', MA: 'ar', DZ: 'ar', IQ: 'ar', JO: 'ar',
  RU: 'ru', UA: 'uk', PL: 'pl', TR: 'tr', GR: 'el', RO: 'ro', MD: 'ro',
}; // prettier-ignore

export function languageForCountry(countryCode: string | null | undefined): LanguageCode | undefined {
  return countryCode ? countryLanguages[countryCode.toUpperCase()] : undefined;
}
