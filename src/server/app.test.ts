import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../tests/support/test-app';
import { openTestDatabase } from '../../tests/support/test-database';

describe('HTTP server (in-process)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => app.close());

  it('reports health with the database it checked', async () => {
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'sqlite' });
  });

  it('answers unknown API paths with a JSON 404 the UI can show', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/nothing', payload: {} });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({
      error: 'not_found',
      message: expect.stringContaining('/api/nothing'),
    });
  });

  it('sends security headers with a same-origin CSP that allows the inline theme script by hash only', async () => {
    const response = await app.inject('/en/');
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain('unsafe-inline');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['permissions-policy']).toContain('camera=(self)');
    // No HSTS on a plain-http embedded run.
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('turns on HSTS, upgrade-insecure-requests and a strict referrer policy when served over HTTPS', async () => {
    const secure = await startTestApp({ env: { PUBLIC_URL: 'https://postura.example' } });
    try {
      const response = await secure.inject({ url: '/en/', headers: { host: 'postura.example' } });
      expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(String(response.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['permissions-policy']).toMatch(/camera=\(self\).*microphone=\(\)/);
      const api = await secure.inject({ url: '/api/health', headers: { host: 'postura.example' } });
      expect(String(api.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    } finally {
      await secure.close();
    }
  });

  it('serves the app page for a route under a language, with lang and dir set', async () => {
    const fr = await app.inject('/fr/faq');
    expect(fr.statusCode).toBe(200);
    expect(fr.headers['content-type']).toContain('text/html');
    expect(fr.headers['cache-control']).toBe('no-cache');
    expect(fr.body).toContain('<html lang="fr" dir="ltr"');
    const ar = await app.inject('/ar/');
    expect(ar.body).toContain('<html lang="ar" dir="rtl"');
  });

  it('redirects a path without a language to the browser language, keeping the query', async () => {
    const response = await app.inject({
      url: '/faq?ref=mail',
      headers: { 'accept-language': 'de-AT,de;q=0.9' },
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe('/de/faq?ref=mail');
    const root = await app.inject({ url: '/', headers: { 'accept-language': 'sv' } });
    expect(root.headers.location).toBe('/en/');
  });

  it('prefers the remembered language cookie and ?lng= over the browser language', async () => {
    const cookie = await app.inject({ url: '/', headers: { cookie: 'i18next=ja', 'accept-language': 'de' } });
    expect(cookie.headers.location).toBe('/ja/');
    const query = await app.inject({ url: '/pose?lng=ko', headers: { cookie: 'i18next=ja' } });
    expect(query.headers.location).toBe('/ko/pose?lng=ko');
  });

  it('answers 404 with the app page for unknown pages and unsupported language prefixes', async () => {
    expect((await app.inject('/en/no-such-page')).statusCode).toBe(404);
    const unsupported = await app.inject({ url: '/xx/faq', headers: { 'accept-language': 'es' } });
    expect(unsupported.statusCode).toBe(404);
    expect(unsupported.body).toContain('<html lang="es"');
  });

  it('caches hashed assets for a year, compresses them, and never answers a missing file with HTML', async () => {
    const asset = await app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(asset.headers['content-encoding']).toBe('gzip');
    const missing = await app.inject('/assets/old-chunk-999.js');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-type']).not.toContain('text/html');
    expect((await app.inject('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });
});

describe('HTTP server on a real port with PostgreSQL', () => {
  it('listens, answers health from PostgreSQL, and closes cleanly', async () => {
    const database = await openTestDatabase('postgres');
    const app = await startTestApp({ database });
    try {
      const address = await app.listen({ host: '127.0.0.1', port: 0 });
      const response = await fetch(`${address}/api/health`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ status: 'ok', database: 'postgres' });
    } finally {
      await app.close();
      await database.drop();
    }
  });

  it('answers 503 when the database is gone', async () => {
    const database = await openTestDatabase('sqlite');
    const app = await startTestApp({ database });
    await database.close();
    const response = await app.inject('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'error', message: 'The database is unreachable' });
    await app.close().catch(() => undefined);
    await database.drop();
  });
});
