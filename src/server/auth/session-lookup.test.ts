import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../tests/support/http-client';
import { signedInClient } from '../../../tests/support/signed-in-client';
import { startTestApp } from '../../../tests/support/test-app';
import { openTestDatabase, type TestDatabaseKind } from '../../../tests/support/test-database';

/**
 * Our API routes read the session cookie and row themselves (src/server/auth/session-lookup.ts); they
 * must accept exactly what better-auth's own session check accepts.
 */
describe.each<TestDatabaseKind>(['sqlite', 'postgres'])('session lookup for our API on %s', (kind) => {
  let app: FastifyInstance;
  let base: string;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
  }, 30_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const sessionsWith = (cookie: string) =>
    new HttpClient(base, '198.51.100.200').request('/api/posture/sessions', { headers: { cookie } });
  const agree = async (cookie: string) => {
    const ours = (await sessionsWith(cookie)).status;
    const theirs = (
      await new HttpClient(base, '198.51.100.201').request('/api/auth/get-session', { headers: { cookie } })
    ).json;
    expect(ours === 200).toBe(theirs !== null);
    return ours;
  };

  it('accepts the cookie better-auth signed, and nothing tampered with', async () => {
    const client = await signedInClient(app, base, `lookup-${kind}@example.com`);
    const cookie = client.cookieHeader;
    expect(await agree(cookie)).toBe(200);
    const [name, value] = cookie.split(/=(.*)/s) as [string, string];
    const [token, signature] = decodeURIComponent(value).split('.') as [string, string];
    const forged = (t: string, s: string) => `${name}=${encodeURIComponent(`${t}.${s}`)}`;
    const swapLast = (text: string) => text.slice(0, -1) + (text.endsWith('x') ? 'y' : 'x');
    const swapFirst = (text: string) => (text.startsWith('A') ? 'B' : 'A') + text.slice(1);
    // Another token with the same signature, a flipped signature, no signature, garbage encodings.
    expect(await agree(forged(swapLast(token), signature))).toBe(401);
    expect(await agree(forged(token, swapFirst(signature)))).toBe(401);
    expect(await agree(`${name}=${token}`)).toBe(401);
    expect(await agree(`${name}=%E0%A4%A`)).toBe(401);
    expect(await agree(`other=${value}`)).toBe(401);
    // The signed value with the cookie among others, in any order.
    expect(await agree(`a=1; ${cookie}; b=2`)).toBe(200);
  });

  it('refuses a session that has expired or been deleted, at once', async () => {
    const client = await signedInClient(app, base, `expiry-${kind}@example.com`);
    const cookie = client.cookieHeader;
    const token = decodeURIComponent(cookie.split(/=(.*)/s)[1]!).split('.')[0]!;
    const past = new Date(Date.now() - 1000);
    await database.db
      .updateTable('session')
      .set({ expiresAt: kind === 'sqlite' ? past.toISOString() : past })
      .where('token', '=', token)
      .execute();
    expect((await sessionsWith(cookie)).status).toBe(401);
    const again = await signedInClient(app, base, `expiry-${kind}@example.com`);
    expect((await sessionsWith(again.cookieHeader)).status).toBe(200);
    await database.db.deleteFrom('session').where('userId', 'is not', null).execute();
    expect((await sessionsWith(again.cookieHeader)).status).toBe(401);
  });
});
