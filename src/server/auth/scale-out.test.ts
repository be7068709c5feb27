import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../tests/support/http-client';
import { signedInClient } from '../../../tests/support/signed-in-client';
import { startTestApp } from '../../../tests/support/test-app';
import { runAdminSql, testPostgresUrl } from '../../../tests/support/test-database';
import { createDatabase } from '../db/create-database';
import { accountSignInLimits } from './account-sign-in-throttle';

/**
 * Two server processes (two apps on two ports) over this machine's PostgreSQL and Redis, as behind a
 * load balancer: a session made on one works on the other, sign-out on one is honoured by both, and
 * the sign-in rate limit counts across both. Then Redis goes away: limits hold per process, no 500.
 */
describe('two servers sharing PostgreSQL and Redis', () => {
  const schema = `scale_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const prefix = `postura-test-${randomBytes(4).toString('hex')}:`;
  let a: FastifyInstance;
  let b: FastifyInstance;
  let baseA: string;
  let baseB: string;

  const start = (env: Record<string, string> = {}) =>
    startTestApp({
      database: createDatabase({ kind: 'postgres', url: testPostgresUrl }, { schema }),
      env: { TRUST_PROXY: 'true', REDIS_URL: 'redis://127.0.0.1:6379', REDIS_KEY_PREFIX: prefix, ...env },
    });

  beforeAll(async () => {
    await runAdminSql(`CREATE SCHEMA ${schema}`);
    a = await start();
    b = await start();
    baseA = await a.listen({ host: '127.0.0.1', port: 0 });
    baseB = await b.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await runAdminSql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });

  it('honours a session made on one server on the other, and a sign-out on either', async () => {
    const onA = await signedInClient(a, baseA, 'ada@example.com');
    const onB = new HttpClient(baseB, onA.ip);
    const cookie = { cookie: onA.cookieHeader };
    const session = await onB.request('/api/auth/get-session', { headers: cookie });
    expect(session.json).toMatchObject({ user: { email: 'ada@example.com' } });
    await onB.request('/api/auth/sign-out', { method: 'POST', body: {}, headers: cookie });
    expect((await onA.get('/api/auth/get-session')).json).toBeNull();
  });

  it('counts sign-in attempts across both servers: the fourth in ten seconds is refused', async () => {
    const ip = '198.51.100.77';
    const attempt = (base: string) =>
      new HttpClient(base, ip).post('/api/auth/sign-in/email', {
        email: 'ada@example.com',
        password: 'wrong password 1',
      });
    const statuses = [
      (await attempt(baseA)).status,
      (await attempt(baseB)).status,
      (await attempt(baseA)).status,
    ];
    expect(statuses.every((s) => s === 401 || s === 403)).toBe(true);
    expect((await attempt(baseB)).status).toBe(429);
  });

  it('counts failed sign-ins per account across both servers and every address', async () => {
    const guess = (base: string, n: number) =>
      new HttpClient(base, `198.51.100.${100 + n}`).post('/api/auth/sign-in/email', {
        email: 'grace@example.com',
        password: `guess number ${n}`,
      });
    for (let n = 0; n < accountSignInLimits.maxFailures; n++)
      expect((await guess(n % 2 ? baseB : baseA, n)).status).toBe(401);
    const refused = await guess(baseB, 99);
    expect(refused.status).toBe(429);
    expect(refused.json).toMatchObject({ code: 'ACCOUNT_SIGN_IN_LOCKED' });
    expect((await guess(baseA, 98)).status).toBe(429);
  });

  it('falls back to per-process limits, never a 500, when Redis cannot be reached', async () => {
    const lonely = await start({ REDIS_URL: 'redis://127.0.0.1:1' });
    try {
      const base = await lonely.listen({ host: '127.0.0.1', port: 0 });
      const client = new HttpClient(base, '198.51.100.78');
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++)
        statuses.push(
          (
            await client.post('/api/auth/sign-in/email', {
              email: 'ada@example.com',
              password: 'wrong password 2',
            })
          ).status,
        );
      expect(statuses.slice(0, 3).every((s) => s === 401 || s === 403)).toBe(true);
      expect(statuses[3]).toBe(429);
      expect(
        (
          await client.post('/api/contact', {
            name: 'A',
            email: 'a@example.com',
            topic: 'other',
            message: 'Redis is down, hello.',
          })
        ).status,
      ).toBe(201);
    } finally {
      await lonely.close();
    }
  });
});
