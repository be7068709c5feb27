import { productName, seoDefaults } from '../constants';
import { defaultLanguage, languageCodes, type LanguageCode } from '../i18n/languages';
import { localizedPath, routes, type RouteId } from '../routing/paths';

type Translate = (key: string) => string;

/** Everything a page's <head> says about it, built the same way on the server and in the browser. */
export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  alternates: Array<{ hreflang: string; href: string }>;
  robots: string;
  openGraph: Record<string, string>;
  twitter: Record<string, string>;
  jsonLd: object[];
}

/** Extra structured data a page contributes (the FAQ's questions, a help article). */
export interface PageExtras {
  faq?: Array<{ question: string; answer: string }>;
  articles?: Array<{ id: string; headline: string; body: string }>;
}

/**
 * Title `<Page> – Postura`, description, canonical and one alternate per language plus x-default
 * (English), Open Graph and Twitter tags, robots (private pages noindex), and JSON-LD: Organization on
 * every page, the Product on the public product pages, FAQPage on /faq.
 */
export function pageHead(
  routeId: RouteId | undefined,
  language: LanguageCode,
  origin: string,
  t: Translate,
  extras: PageExtras = {},
): PageHead {
  const page = routeId ?? 'notFound';
  // Every page's title is its own followed by the product's name; the home page's own is the tagline.
  const title = `${t(routeId === 'home' ? 'pages.home.tagline' : `pages.${page}.title`)} – ${productName}`;
  const description =
    routeId === 'home'
      ? t('pages.home.heroSubtitle')
      : routeId
        ? t(`pages.${page}.intro`)
        : t('pages.notFound.body');
  const path = routeId ? routes[routeId].path : undefined;
  const url = (lng: string) => (path ? `${origin}${localizedPath(lng, path)}` : `${origin}/${lng}/`);
  const indexable = routeId ? routes[routeId].indexable : false;
  const image = `${origin}${seoDefaults.ogImage(language)}`;

  const jsonLd: object[] = [
    {
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: productName,
      url: `${origin}/`,
      logo: `${origin}/favicon.svg`,
    },
  ];
  if (routeId === 'home' || routeId === 'features' || routeId === 'upgrade' || routeId === 'download')
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: productName,
      description: t('pages.home.heroSubtitle'),
      category: seoDefaults.category,
      image,
      brand: { '@type': 'Brand', name: productName },
      offers: {
        '@type': 'Offer',
        price: seoDefaults.price,
        priceCurrency: seoDefaults.currency,
        availability: 'https://schema.org/InStock',
        url: url(language),
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: seoDefaults.ratingValue,
        ratingCount: seoDefaults.ratingCount,
      },
    });
  if (extras.faq?.length)
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: extras.faq.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    });

  for (const article of extras.articles ?? [])
    jsonLd.push({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.headline,
      articleBody: article.body,
      url: `${url(language)}#${article.id}`,
      inLanguage: language,
      publisher: { '@type': 'Organization', name: productName },
    });

  return {
    title,
    description,
    canonical: url(language),
    alternates: path
      ? [
          ...languageCodes.map((lng) => ({ hreflang: lng, href: url(lng) })),
          { hreflang: 'x-default', href: url(defaultLanguage) },
        ]
      : [],
    robots: indexable ? 'index,follow' : 'noindex,nofollow',
    openGraph: {
      'og:type': 'website',
      'og:site_name': productName,
      'og:title': title,
      'og:description': description,
      'og:url': url(language),
      'og:image': image,
      'og:image:type': 'image/png',
      'og:image:width': String(seoDefaults.ogImageSize.width),
      'og:image:height': String(seoDefaults.ogImageSize.height),
      'og:image:alt': `${productName} – ${t('pages.home.tagline')}`,
      'og:locale': language,
    },
    twitter: {
      'twitter:card': seoDefaults.twitterCard,
      'twitter:title': title,
      'twitter:description': description,
      'twitter:image': image,
    },
    jsonLd,
  };
}

const escape = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON inside a script element must not be able to close it. */
const safeJson = (value: object) => JSON.stringify(value).replace(/</g, '\\u003c');

/** The head as HTML (the server puts it into the page for crawlers without JavaScript). */
export function headTags(head: PageHead): string {
  const tags = [
    `<title>${escape(head.title)}</title>`,
    `<meta name="description" content="${escape(head.description)}" data-seo>`,
    `<meta name="robots" content="${head.robots}" data-seo>`,
    `<link rel="canonical" href="${escape(head.canonical)}" data-seo>`,
    ...head.alternates.map(
      (a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escape(a.href)}" data-seo>`,
    ),
    ...Object.entries(head.openGraph).map(
      ([property, content]) => `<meta property="${property}" content="${escape(content)}" data-seo>`,
    ),
    ...Object.entries(head.twitter).map(
      ([name, content]) => `<meta name="${name}" content="${escape(content)}" data-seo>`,
    ),
    ...head.jsonLd.map((data) => `<script type="application/ld+json" data-seo>${safeJson(data)}</script>`),
  ];
  return tags.join('\n    ');
}
