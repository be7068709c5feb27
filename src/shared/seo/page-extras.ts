import { faqKeys } from '../content/faq';
import { helpArticleKeys } from '../content/help';
import type { RouteId } from '../routing/paths';
import type { PageExtras } from './page-head';

/** Structured data some pages add to their head: the FAQ's questions, the help centre's articles. */
export function pageExtras(routeId: RouteId | undefined, t: (key: string) => string): PageExtras {
  if (routeId === 'faq')
    return {
      faq: faqKeys.map((key) => ({ question: t(`faq.items.${key}.q`), answer: t(`faq.items.${key}.a`) })),
    };
  if (routeId === 'help')
    return {
      articles: helpArticleKeys.map((key) => ({
        id: key,
        headline: t(`help.articles.${key}.title`),
        body: t(`help.articles.${key}.body`),
      })),
    };
  return {};
}
