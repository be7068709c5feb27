import { isLanguageCode, toSupportedLanguage, type LanguageCode } from '../i18n/languages';
import { findRouteId, localizedPath, type RouteId } from './paths';

/**
 * What a requested URL path means, decided the same way by the server (first request) and the
 * browser app (later navigation):
 * - `page`: a supported language prefix; `routeId` is undefined when the rest names no page.
 * - `redirect`: no prefix (`/faq`) or a non-canonical one (`/pt-BR/faq`); go to `to` in a language.
 * - `not-found`: a prefix we do not speak (`/xx/faq`) or an unknown path without one.
 */
export type LanguagePathResolution =
  | { kind: 'page'; language: LanguageCode; rest: string; routeId: RouteId | undefined }
  | { kind: 'redirect'; to: (language: LanguageCode) => string; language?: LanguageCode }
  | { kind: 'not-found' };

export function resolveLanguagePath(pathname: string): LanguagePathResolution {
  const [, first = '', ...others] = pathname.split('/');
  const rest = '/' + others.join('/');
  if (isLanguageCode(first)) {
    return { kind: 'page', language: first, rest, routeId: findRouteId(rest) };
  }
  const canonical = /^[a-z]{2,3}([-_][a-z0-9]{2,8})*$/i.test(first) ? toSupportedLanguage(first) : undefined;
  if (canonical && canonical !== first) {
    return { kind: 'redirect', to: () => localizedPath(canonical, rest), language: canonical };
  }
  if (findRouteId(pathname)) {
    return { kind: 'redirect', to: (language) => localizedPath(language, findRouteIdPath(pathname)) };
  }
  return { kind: 'not-found' };
}

function findRouteIdPath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : '/';
}
