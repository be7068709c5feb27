import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageCodes } from '../../shared/i18n/languages';
import { startTestApp } from '../../../tests/support/test-app';

/** What a crawler without JavaScript receives: the page's own head, in the URL's language. */
describe('head metadata, robots.txt and sitemap.xml', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startTestApp({ env: { PUBLIC_URL: 'https://postura.example' } });
  });
  afterAll(() => app.close());

  const page = async (url: string) => (await app.inject({ method: 'GET', url })).body;
  const jsonLd = (html: string) =>
    [...html.matchAll(/<script type="application\/ld\+json" data-seo>(.*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]!) as Record<string, unknown>,
    );

  it('writes the title, description, canonical, alternates, Open Graph, Twitter and robots of each page', async () => {
    const html = await page('/en/features');
    expect(html).toContain('<title>Features – Postura</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toMatch(
      /<meta name="description" content="Everything Postura does for your posture[^"]*" data-seo>/,
    );
    expect(html).toContain('<link rel="canonical" href="https://postura.example/en/features" data-seo>');
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)];
    expect(alternates.map((m) => m[1])).toEqual([...languageCodes, 'x-default']);
    expect(alternates.at(-1)![2]).toBe('https://postura.example/en/features');
    expect(html).toContain('<meta name="robots" content="index,follow" data-seo>');
    expect(html).toContain('<meta property="og:title" content="Features – Postura" data-seo>');
    expect(html).toContain('<meta property="og:image" content="https://postura.example/og/en.png" data-seo>');
    expect(html).toContain('<meta property="og:image:type" content="image/png" data-seo>');
    expect(html).toContain('<meta property="og:image:width" content="1200" data-seo>');
    expect(html).toContain(
      '<meta name="twitter:image" content="https://postura.example/og/en.png" data-seo>',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" data-seo>');
    const types = jsonLd(html).map((d) => d['@type']);
    expect(types).toEqual(['Organization', 'Product']);
    expect(jsonLd(html)[1]).toMatchObject({
      offers: { price: '0', priceCurrency: 'USD' },
      aggregateRating: { ratingValue: 4.8, ratingCount: 150 },
    });
  });

  it('localizes the head from the URL’s language', async () => {
    const html = await page('/de/faq');
    expect(html).toMatch(/<html lang="de" dir="ltr"/);
    const german = JSON.parse(fs.readFileSync('public/locales/de/translation.json', 'utf8')) as {
      pages: { faq: { title: string; intro: string } };
    };
    expect(html).toContain(`<title>${german.pages.faq.title} – Postura</title>`);
    expect(html).toContain(`<meta name="description" content="${german.pages.faq.intro}" data-seo>`);
    expect(html).toContain('<link rel="canonical" href="https://postura.example/de/faq" data-seo>');
    expect(html).toContain('<meta property="og:image" content="https://postura.example/og/de.png" data-seo>');
    const faq = jsonLd(html).find((d) => d['@type'] === 'FAQPage') as { mainEntity: Array<{ name: string }> };
    expect(faq.mainEntity.length).toBeGreaterThanOrEqual(12);
  });

  it('describes the home page with its promise', async () => {
    const html = await page('/en/');
    expect(html).toContain('<title>Your AI posture coach – Postura</title>');
    expect(html).toMatch(/<meta name="description" content="Postura watches your posture[^"]*" data-seo>/);
  });

  it('marks private pages and unknown paths noindex,nofollow, and describes help articles', async () => {
    expect(await page('/en/account')).toContain('<meta name="robots" content="noindex,nofollow" data-seo>');
    expect(await page('/en/subscription/manage')).toContain('content="noindex,nofollow"');
    const missing = await app.inject({ method: 'GET', url: '/en/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toContain('content="noindex,nofollow"');
    const help = jsonLd(await page('/en/help'));
    expect(help.filter((d) => d['@type'] === 'Article').length).toBeGreaterThanOrEqual(8);
  });

  it('cannot be made to inject markup through the page text', async () => {
    const html = await page('/en/privacy');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.match(/<script/g)!.length).toBe(1 + jsonLd(html).length);
  });

  it('serves robots.txt and a sitemap of every public page in every language', async () => {
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.body).toContain('Sitemap: https://postura.example/sitemap.xml');
    expect(robots.body).toContain('Disallow: /*/account');
    expect(robots.body).toContain('Disallow: /api/');
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain('https://postura.example/fr/faq');
    expect(locs).toContain('https://postura.example/ar/');
    expect(locs).not.toContain('https://postura.example/en/account');
    expect(locs.length % languageCodes.length).toBe(0);
    expect(sitemap.body).toContain('hreflang="x-default" href="https://postura.example/en/faq"');
  });
});
