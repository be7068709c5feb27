import type { FastifyInstance, FastifyRequest } from 'fastify';
import { defaultLanguage, languageCodes } from '../../shared/i18n/languages';
import { localizedPath, routeIds, routes } from '../../shared/routing/paths';

const siteOrigin = (request: FastifyRequest) =>
  request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;

/** Pages crawlers should know: public and indexable, in every language. */
const indexedRoutes = routeIds.filter((id) => routes[id].indexable);

/** robots.txt and sitemap.xml (every public page × language, with its alternates). */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  app.get('/robots.txt', async (request, reply) => {
    const privatePaths = routeIds.filter((id) => !routes[id].indexable).map((id) => routes[id].path);
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      ...privatePaths.map((path) => `Disallow: /*${path}`),
      `Sitemap: ${siteOrigin(request)}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`${lines.join('\n')}\n`);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = siteOrigin(request);
    const urls = indexedRoutes.flatMap((id) => {
      const alternates = [
        ...languageCodes.map((lng) => ({ lng, href: `${origin}${localizedPath(lng, routes[id].path)}` })),
        { lng: 'x-default', href: `${origin}${localizedPath(defaultLanguage, routes[id].path)}` },
      ]
        .map((a) => `    <xhtml:link rel="alternate" hreflang="${a.lng}" href="${a.href}"/>`)
        .join('\n');
      return languageCodes.map(
        (lng) =>
          `  <url>\n    <loc>${origin}${localizedPath(lng, routes[id].path)}</loc>\n${alternates}\n  </url>`,
      );
    });
    const xml = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ...urls,
      '</urlset>',
    ].join('\n');
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
}
