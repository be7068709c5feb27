import type { FastifyRequest } from 'fastify';
import {
  defaultLanguage,
  languageFromAcceptLanguage,
  toSupportedLanguage,
  type LanguageCode,
} from '../../shared/i18n/languages';
import { storageKeys } from '../../shared/constants';
import { languageForCountry } from '../../shared/i18n/country-languages';
import type { CountryLookup } from '../geo/country-lookup';

/**
 * The language for a request whose path carries none: an explicit `?lng=`, then the visitor's
 * remembered language (the cookie the browser app writes), then — on a first visit, when there is
 * no cookie yet — the country of their IP address, then Accept-Language, then English.
 */
export function detectRequestLanguage(request: FastifyRequest, countryOf?: CountryLookup): LanguageCode {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.lng === 'string' ? toSupportedLanguage(query.lng) : undefined;
  const remembered = toSupportedLanguage(readCookie(request.headers.cookie, storageKeys.languageCookie));
  return (
    fromQuery ??
    remembered ??
    (countryOf ? languageForCountry(safeCountry(countryOf, request.ip)) : undefined) ??
    languageFromAcceptLanguage(request.headers['accept-language']) ??
    defaultLanguage
  );
}

function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

function safeCountry(countryOf: CountryLookup, ip: string): string | null {
  try {
    return countryOf(ip);
  } catch {
    return null;
  }
}
