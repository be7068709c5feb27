import type { FastifyRequest } from 'fastify';
import {
  defaultLanguage,
  languageFromAcceptLanguage,
  toSupportedLanguage,
  type LanguageCode,
} from '../../shared/i18n/languages';
import { storageKeys } from '../../shared/constants';

/**
 * The language for a first request that carries none in its path: the visitor's remembered choice
 * (the cookie the browser app writes), then the browser's Accept-Language, then English.
 */
export function detectRequestLanguage(request: FastifyRequest): LanguageCode {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = typeof query?.lng === 'string' ? toSupportedLanguage(query.lng) : undefined;
  return (
    fromQuery ??
    toSupportedLanguage(readCookie(request.headers.cookie, storageKeys.languageCookie)) ??
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
