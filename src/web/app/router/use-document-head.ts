import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { LanguageCode } from '../../../shared/i18n/languages';
import { shellNamespace } from '../../../shared/i18n/namespaces';
import type { RouteId } from '../../../shared/routing/paths';
import { pageExtras } from '../../../shared/seo/page-extras';
import { pageHead } from '../../../shared/seo/page-head';
import { pageNamespaces } from './page-namespaces';

/**
 * Keeps <head> in step with the page shown: title `<Page> – Postura`, description, canonical,
 * hreflang alternates, Open Graph, Twitter, robots and JSON-LD — the same tags the server wrote for
 * the first page, replaced (they carry `data-seo`) on every route or language change. Title and
 * description are the shell's strings, written at once (page views read the title); the questions
 * and articles /faq and /help add come from their namespaces, written again once those are loaded.
 */
export function useDocumentHead(routeId: RouteId | undefined, language: LanguageCode): void {
  const { t, i18n, ready } = useTranslation([shellNamespace, ...pageNamespaces[routeId ?? 'notFound']]);
  useEffect(() => {
    const translate = (key: string) => t(key);
    const extras = ready ? pageExtras(routeId, translate) : {};
    const head = pageHead(routeId, language, window.location.origin, translate, extras);
    document.title = head.title;
    for (const element of document.head.querySelectorAll('[data-seo], meta[name="description"]'))
      element.remove();
    const add = (tag: string, attributes: Record<string, string>, text?: string) => {
      const element = document.createElement(tag);
      for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
      element.setAttribute('data-seo', '');
      if (text !== undefined) element.textContent = text;
      document.head.append(element);
    };
    add('meta', { name: 'description', content: head.description });
    add('meta', { name: 'robots', content: head.robots });
    add('link', { rel: 'canonical', href: head.canonical });
    for (const alternate of head.alternates) add('link', { rel: 'alternate', ...alternate });
    for (const [property, content] of Object.entries(head.openGraph)) add('meta', { property, content });
    for (const [name, content] of Object.entries(head.twitter)) add('meta', { name, content });
    for (const data of head.jsonLd) add('script', { type: 'application/ld+json' }, JSON.stringify(data));
  }, [routeId, language, t, i18n.resolvedLanguage, ready]);
}
