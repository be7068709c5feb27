import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp } from '../../../tests/support/test-app';
import { analyticsSummary } from './analytics-summary';

const pageView = (path: string) => ({
  name: 'page_view',
  params: { page_title: 'FAQ – Postura', page_location: `http://localhost${path}`, page_path: path },
});
const vital = (name: string, value: number) => ({
  name: 'web_vital',
  params: { metric_name: name, metric_value: value, metric_delta: value },
});

describe('analytics', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const post = (body: unknown, contentType = 'application/json') =>
    app.inject({
      method: 'POST',
      url: '/api/analytics',
      headers: { 'content-type': contentType },
      payload: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('stores page views and web vitals, also from a sendBeacon text/plain body', async () => {
    expect(
      (await post({ language: 'fr', events: [pageView('/fr/faq'), vital('LCP', 1200)] })).statusCode,
    ).toBe(204);
    const beacon = JSON.stringify({
      language: 'en',
      events: [pageView('/en/'), vital('LCP', 2400), vital('CLS', 0.02)],
    });
    expect((await post(beacon, 'text/plain;charset=UTF-8')).statusCode).toBe(204);
    for (const value of [800, 900, 1000, 1100, 3000])
      await post({ language: 'en', events: [vital('FID', value)] });
    const rows = await app.database.db.selectFrom('analytics_event').selectAll().execute();
    expect(
      rows
        .filter((r) => r.name === 'page_view')
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/en/', '/fr/faq']);
    const summary = await analyticsSummary(app.database.db, 0);
    expect(summary.pageViews).toHaveLength(2);
    expect(summary.vitals.find((v) => v.name === 'FID')).toEqual({ name: 'FID', samples: 5, p75: 1100 });
    expect(summary.vitals.find((v) => v.name === 'LCP')).toEqual({ name: 'LCP', samples: 2, p75: 2400 });
    expect(summary.vitals.find((v) => v.name === 'INP')).toEqual({ name: 'INP', samples: 0, p75: null });
  });

  it('refuses malformed events with 400 and stores nothing of them', async () => {
    const before = (await app.database.db.selectFrom('analytics_event').selectAll().execute()).length;
    for (const body of [
      { language: 'en', events: [] },
      { language: 'en', events: [vital('XYZ', 1)] },
      { language: 'en', events: [{ name: 'page_view', params: { page_path: '/x' } }] },
      { language: 'en', events: Array.from({ length: 21 }, () => pageView('/en/')) },
      'not json',
    ])
      expect(
        (await post(body, typeof body === 'string' ? 'text/plain' : 'application/json')).statusCode,
      ).toBe(400);
    expect((await app.database.db.selectFrom('analytics_event').selectAll().execute()).length).toBe(before);
  });
});

describe('maintenance mode', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startTestApp({ env: { MAINTENANCE_MODE: 'true' } });
  });
  afterAll(() => app.close());

  it('keeps the app, health and config up, and answers 503 with Retry-After elsewhere in the API', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/config' })).json()).toMatchObject({
      maintenance: true,
    });
    expect((await app.inject({ method: 'GET', url: '/en/faq' })).statusCode).toBe(200);
    const blocked = await app.inject({ method: 'POST', url: '/api/contact', payload: {} });
    expect(blocked.statusCode).toBe(503);
    expect(blocked.headers['retry-after']).toBe('300');
    expect(blocked.json()).toMatchObject({ error: 'maintenance' });
    expect((await app.inject({ method: 'GET', url: '/api/auth/get-session' })).statusCode).toBe(503);
  });
});
