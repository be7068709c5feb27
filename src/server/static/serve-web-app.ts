import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { prerenderedFolder } from '../../shared/routing/prerendered-routes';
import { resolveLanguagePath } from '../../shared/routing/resolve-language-path';
import { detectRequestLanguage } from './detect-request-language';
import { readCookie } from '../auth/session-lookup';
import type { IndexHtml } from './index-html';

const immutable = 'public, max-age=31536000, immutable';

/**
 * Serves the built React app: hashed assets with a year-long cache, other files revalidated, and the
 * HTML page for app routes. A path without a language prefix is redirected to the detected language.
 */
export async function serveWebApp(app: FastifyInstance, webDir: string, indexHtml: IndexHtml): Promise<void> {
  // better-auth's own cookie name, with and without the __Secure- prefix it takes when cookies are
  // secure: either one means a browser that has signed in.
  const secureName = (await app.auth.$context).authCookies.sessionToken.name;
  const sessionCookies = [...new Set([secureName, secureName.replace(/^__Secure-/, '')])];
  const answer = (request: FastifyRequest, reply: FastifyReply, url: URL) =>
    answerPage(
      request,
      reply,
      url,
      indexHtml,
      sessionCookies.some((name) => readCookie(request.headers.cookie, name) !== undefined),
    );
  if (fs.existsSync(webDir)) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      index: false,
      cacheControl: false,
      // Paths are matched against files on each request, so a deleted chunk really answers 404.
      wildcard: true,
      // Pre-rendered pages are parts of answers (index-html.ts), not files of their own.
      // A folder ("/assets/", "//") or a NUL byte is never a file: @fastify/static would leave that
      // request unanswered (an unhandled rejection), so it goes to the not-found handler instead.
      allowedPath: (pathName) =>
        !pathName.startsWith(`/${prerenderedFolder}/`) && !pathName.endsWith('/') && !pathName.includes('\0'),
      setHeaders(res, filePath) {
        res.setHeader('cache-control', filePath.includes('/assets/') ? immutable : 'no-cache');
      },
    });
  }

  // The static plugin answers 403 for the root folder, so the bare domain gets its own route.
  app.get('/', (request, reply) => answer(request, reply, new URL(request.url, 'http://localhost')));

  app.setNotFoundHandler((request, reply) => {
    // "//[" reads as a scheme-relative address with a broken host: refuse it rather than throw.
    if (!URL.canParse(request.url, 'http://localhost'))
      return reply.code(400).send({ error: 'invalid_url', message: 'This address is not valid.' });
    const url = new URL(request.url, 'http://localhost');
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !url.pathname.startsWith('/api/');
    // A missing file (a chunk from an older build, a typo'd asset) must not get the HTML page.
    if (!isPage || /\.[a-z0-9]+$/i.test(url.pathname)) {
      return reply
        .code(404)
        .send({ error: 'not_found', message: `No route for ${request.method} ${url.pathname}` });
    }
    return answer(request, reply, url);
  });
}

/**
 * A page. `hasSession`: the browser sends a session cookie (present, not checked: that takes the
 * database), so a signed-in visitor gets the app at once on the public pages, whose bar shows their
 * account (decision 012).
 */
function answerPage(
  request: FastifyRequest,
  reply: FastifyReply,
  url: URL,
  indexHtml: IndexHtml,
  hasSession: boolean,
) {
  const resolution = resolveLanguagePath(url.pathname);
  reply.header('vary', 'Accept-Language, Cookie');
  if (resolution.kind === 'redirect') {
    const language = resolution.language ?? detectRequestLanguage(request, request.server.countryOf);
    return reply.header('cache-control', 'no-store').redirect(resolution.to(language) + url.search, 302);
  }
  if (!indexHtml.available) {
    return reply.code(503).type('text/plain').send('The web app is not built yet: run `npm run build`.');
  }
  const language =
    resolution.kind === 'page'
      ? resolution.language
      : detectRequestLanguage(request, request.server.countryOf);
  const routeId = resolution.kind === 'page' ? resolution.routeId : undefined;
  const origin = request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return reply
    .code(routeId ? 200 : 404)
    .header('cache-control', 'no-cache')
    .type('text/html; charset=utf-8')
    .send(indexHtml.render(language, routeId, origin, hasSession));
}
