import { isLanguageCode, type LanguageCode } from '../../../shared/i18n/languages';

interface LocationLike {
  pathname: string;
  search: string;
  hash: string;
}

/** The same page, query and hash in another language: `/fr/faq?x=1#a` → `/es/faq?x=1#a`. */
export function switchLanguagePath(location: LocationLike, language: LanguageCode): string {
  const [, first = '', ...rest] = location.pathname.split('/');
  const tail = isLanguageCode(first) ? rest.join('/') : [first, ...rest].join('/');
  const search = new URLSearchParams(location.search);
  // An explicit ?lng= would override the choice on the next load.
  search.delete('lng');
  const query = search.toString();
  return `/${language}/${tail}${query ? `?${query}` : ''}${location.hash}`;
}
