import argon2 from 'argon2';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authEndpoints, ownEndpoints } from '../../../tests/support/api-endpoints';
import { createActor, ownOrigin, type Actor } from '../../../tests/support/fuzz-harness';
import { startTestApp } from '../../../tests/support/test-app';
import { openTestDatabase } from '../../../tests/support/test-database';
import { maxCalibrationFields } from '../../shared/posture/posture-schemas';

/**
 * The limits hostile input runs into (issue 9): a body limit on every route, passwords over 128
 * characters refused before any argon2 work, and every query range bounded.
 */
describe('input limits', () => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let pro: Actor;

  beforeAll(async () => {
    database = await openTestDatabase('sqlite');
    app = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
    pro = await createActor(app, 'pro');
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const send = (method: string, url: string, payload?: unknown, cookie?: string) =>
    app.inject({
      method: method as 'POST',
      url,
      headers: { origin: ownOrigin, 'content-type': 'application/json', ...(cookie && { cookie }) },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload ?? {}),
    });

  it('refuses a body over the limit on every route that takes one, with a message', async () => {
    const routes = [...ownEndpoints, ...authEndpoints(app.auth)].filter((e) => e.method !== 'GET');
    expect(routes.length).toBeGreaterThan(30);
    for (const { method, path } of routes) {
      const url = path.replace(/:\w+/g, 'x');
      // 64 KiB everywhere, 16 KiB for the contact form and analytics, 512 KiB for Stripe's webhook.
      const limit = path.endsWith('/webhook')
        ? 512 * 1024
        : /contact|analytics/.test(path)
          ? 16 * 1024
          : 64 * 1024;
      const answer = await send(method, url, { padding: 'x'.repeat(limit) }, pro.cookie);
      expect(answer.statusCode, `${method} ${path}`).toBe(413);
      expect(answer.json().message, `${method} ${path}`).toEqual(expect.any(String));
    }
  });

  it('refuses passwords over 128 characters before hashing or verifying them', async () => {
    const hash = vi.spyOn(argon2, 'hash');
    const verify = vi.spyOn(argon2, 'verify');
    const long = 'a long passphrase '.repeat(8).slice(0, 129);
    const signUp = await send('POST', '/api/auth/sign-up/email', {
      name: 'Long',
      email: 'long@example.com',
      password: long,
    });
    expect(signUp.statusCode).toBe(400);
    expect(signUp.json().code).toBe('PASSWORD_TOO_LONG');
    const signIn = await send('POST', '/api/auth/sign-in/email', {
      email: pro.email,
      password: 'y'.repeat(60_000),
    });
    expect([400, 401]).toContain(signIn.statusCode);
    const change = await send(
      'POST',
      '/api/auth/change-password',
      { currentPassword: 'a long fuzzing passphrase', newPassword: long },
      pro.cookie,
    );
    expect(change.statusCode).toBe(400);
    const reset = await send('POST', '/api/auth/reset-password', { token: 'made-up', newPassword: long });
    expect(reset.statusCode).toBe(400);
    expect(hash).not.toHaveBeenCalled();
    expect(verify).not.toHaveBeenCalled();
    expect(
      await app.database.db.selectFrom('user').select('id').where('email', '=', 'long@example.com').execute(),
    ).toEqual([]);
  });

  it('bounds every range and page a query or payload can ask for', async () => {
    const get = (url: string) => app.inject({ method: 'GET', url, headers: { cookie: pro.cookie } });
    expect((await get('/api/progress/range?from=2025-01-01&to=2026-01-02')).statusCode).toBe(400);
    expect((await get('/api/progress/range?from=2025-01-01&to=2025-12-31')).statusCode).toBe(200);
    expect((await get('/api/progress/export.csv?from=1900-01-01&to=2100-01-01')).statusCode).toBe(400);
    expect((await get('/api/progress/summary?tzOffset=841')).statusCode).toBe(400);
    expect((await get('/api/posture/sessions?limit=101')).statusCode).toBe(400);
    expect((await get('/api/posture/sessions?limit=100')).statusCode).toBe(200);
    expect((await get('/api/billing/invoices?limit=51')).statusCode).not.toBe(200);
    const minute = {
      minute: 1_800_000_000_000,
      score: 1,
      secondsGood: 1,
      secondsFair: 0,
      secondsBad: 0,
      alerts: 0,
      metrics: {},
    };
    const id = '3f1c8a52-8c3e-4a7e-9d5b-0f6f3c1b2a10';
    const tooMany = await send(
      'POST',
      `/api/posture/sessions/${id}/minutes`,
      { minutes: Array(121).fill(minute) },
      pro.cookie,
    );
    expect(tooMany.statusCode).toBe(400);
    const fields = Object.fromEntries([...Array(maxCalibrationFields + 1).keys()].map((i) => [`f${i}`, i]));
    expect((await send('PUT', '/api/posture/calibrations/default', fields, pro.cookie)).statusCode).toBe(400);
    const event = { name: 'web_vital', params: { metric_name: 'LCP', metric_value: 1, metric_delta: 1 } };
    expect(
      (await send('POST', '/api/analytics', { language: 'en', events: Array(21).fill(event) })).statusCode,
    ).toBe(400);
  });
});

// Found by the fuzzer on PostgreSQL, which cannot store a NUL character in text: better-auth answered
// a phone number of "\u0000" with a 500. Every auth body with one is refused first.
describe('NUL characters in bodies on PostgreSQL', () => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    app = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('answers 400 with a message, in a value, a key or a nested field', async () => {
    const bodies = [
      { otp: '', phoneNumber: '\u0000', newPassword: 'a new passphrase 1' },
      { email: 'nul@example.com', password: 'a passphrase 12', 'na\u0000me': 'x' },
      { email: 'nul@example.com', password: 'a passphrase 12', name: 'Nul', extra: { deep: ['\u0000'] } },
    ];
    for (const [path, body] of [
      ['/api/auth/phone-number/reset-password', bodies[0]],
      ['/api/auth/sign-up/email', bodies[1]],
      ['/api/auth/sign-up/email', bodies[2]],
    ] as const) {
      const answer = await app.inject({
        method: 'POST',
        url: path,
        headers: { origin: ownOrigin, 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
        payload: JSON.stringify(body),
      });
      expect(answer.statusCode, path).toBe(400);
      expect(answer.json().message).toEqual(expect.any(String));
    }
    // Found the same way: a JSON body that is a string ("true") crashed better-auth's hook matcher.
    const stringBody = await app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      headers: { origin: ownOrigin, 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.9' },
      payload: '"true"',
    });
    expect(stringBody.statusCode).toBe(400);
    expect(stringBody.json().message).toEqual(expect.any(String));
    const users = await database.db.selectFrom('user').select('email').execute();
    expect(users).toEqual([]);
  });

  it('answers 400 for a NUL character sent to our own API, and stores nothing', async () => {
    // Found by the fuzzer: an analytics batch whose language was "\u0000" got a 500.
    const vital = { name: 'web_vital', params: { metric_name: 'CLS', metric_value: 0, metric_delta: 0 } };
    for (const body of [
      { language: '\u0000', events: [vital] },
      {
        language: 'en',
        events: [
          { name: 'page_view', params: { page_title: 'a\u0000', page_location: 'x', page_path: '/' } },
        ],
      },
    ]) {
      const answer = await app.inject({
        method: 'POST',
        url: '/api/analytics',
        headers: { origin: ownOrigin, 'content-type': 'application/json', 'x-forwarded-for': '10.9.9.10' },
        payload: JSON.stringify(body),
      });
      expect(answer.statusCode).toBe(400);
      expect(answer.json().message).toEqual(expect.any(String));
    }
    expect(await database.db.selectFrom('analytics_event').select('id').execute()).toEqual([]);
  });
});
