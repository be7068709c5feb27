import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../tests/support/http-client';
import { signedInClient } from '../../../tests/support/signed-in-client';
import { startTestApp } from '../../../tests/support/test-app';
import { openTestDatabase, type TestDatabaseKind } from '../../../tests/support/test-database';
import { sessionAnswerer } from './session-answer';
import { sessionRows } from './session-rows';

/**
 * The session check answers a live session itself (src/server/auth/session-answer.ts). Its answer must
 * be exactly better-auth's, and everything else — refreshes, expiry, deleted rows, forged cookies —
 * must be left to better-auth.
 */
describe.each<TestDatabaseKind>(['sqlite', 'postgres'])('session answer on %s', (kind) => {
  let app: FastifyInstance;
  let base: string;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let answer: ReturnType<typeof sessionAnswerer>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
    answer = sessionAnswerer(app.auth, sessionRows(app.auth, database));
  }, 30_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const requestWith = (cookie: string) => ({ headers: { cookie } }) as unknown as FastifyRequest;
  const betterAuthAnswer = async (cookie: string) =>
    JSON.parse(
      JSON.stringify(await app.auth.api.getSession({ headers: new Headers({ cookie }) })),
    ) as unknown;
  const tokenOf = (cookie: string) => decodeURIComponent(cookie.split(/=(.*)/s)[1]!).split('.')[0]!;
  const asStored = (date: Date) => (kind === 'sqlite' ? date.toISOString() : date);

  it("answers a live session with exactly better-auth's fields and values", async () => {
    const client = await signedInClient(app, base, `answer-${kind}@example.com`);
    // Fill the optional fields too (dates, booleans, plugin fields), so every conversion is compared.
    await database.db
      .updateTable('user')
      .set({
        phoneNumber: '+14155550100',
        phoneNumberVerified: kind === 'sqlite' ? 1 : true,
        lastLogin: asStored(new Date('2026-11-01T08:30:00.000Z')),
        preferredLanguage: 'de',
        theme: 'light',
        plan: 'pro',
      } as never)
      .where('email', '=', `answer-${kind}@example.com`)
      .execute();
    const ours = await answer(requestWith(client.cookieHeader));
    expect(ours).toBeDefined();
    expect(JSON.parse(JSON.stringify(ours))).toEqual(await betterAuthAnswer(client.cookieHeader));
    expect(ours!.user).toMatchObject({ phoneNumberVerified: true, emailVerified: true, plan: 'pro' });
    expect(ours!.session.expiresAt).toBeInstanceOf(Date);

    // And over HTTP: the same body, not cached, no cookie set.
    const response = await new HttpClient(base, '198.51.100.210').request('/api/auth/get-session', {
      headers: { cookie: client.cookieHeader },
    });
    expect(response.status).toBe(200);
    expect(response.json).toEqual(await betterAuthAnswer(client.cookieHeader));
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('leaves a session due for its refresh to better-auth, which extends it', async () => {
    const client = await signedInClient(app, base, `refresh-${kind}@example.com`);
    const token = tokenOf(client.cookieHeader);
    // Two days into a 30-day session: past the one-day update age.
    const expiresAt = new Date(Date.now() + 28 * 24 * 3600 * 1000);
    await database.db
      .updateTable('session')
      .set({ expiresAt: asStored(expiresAt) } as never)
      .where('token', '=', token)
      .execute();
    expect(await answer(requestWith(client.cookieHeader))).toBeUndefined();
    const response = await new HttpClient(base, '198.51.100.211').request('/api/auth/get-session', {
      headers: { cookie: client.cookieHeader },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('set-cookie')).toContain('postura.session_token=');
    const extended = new Date((response.json as { session: { expiresAt: string } }).session.expiresAt);
    expect(extended.getTime()).toBeGreaterThan(expiresAt.getTime() + 24 * 3600 * 1000);
    // Refreshed, it is answered here again.
    expect(await answer(requestWith(client.cookieHeader))).toBeDefined();
  });

  it('leaves expired, deleted, forged and stray-cookie cases to better-auth', async () => {
    const client = await signedInClient(app, base, `edges-${kind}@example.com`);
    const cookie = client.cookieHeader;
    const [name, value] = cookie.split(/=(.*)/s) as [string, string];
    expect(
      await answer(
        requestWith(`${name}=${encodeURIComponent(`x${tokenOf(cookie)}`)}.${value.split('.')[1]}`),
      ),
    ).toBeUndefined();
    expect(await answer(requestWith(`${cookie}; postura.session_data=abc`))).toBeUndefined();
    expect(await answer({ headers: {} } as FastifyRequest)).toBeUndefined();

    await database.db
      .updateTable('session')
      .set({ expiresAt: asStored(new Date(Date.now() - 1000)) } as never)
      .where('token', '=', tokenOf(cookie))
      .execute();
    expect(await answer(requestWith(cookie))).toBeUndefined();
    const expired = await new HttpClient(base, '198.51.100.212').request('/api/auth/get-session', {
      headers: { cookie },
    });
    expect(expired.json).toBeNull();
    // better-auth clears the cookie of an expired session.
    expect(expired.headers.get('set-cookie')).toContain('postura.session_token=;');

    const again = await signedInClient(app, base, `edges-${kind}@example.com`);
    expect(await answer(requestWith(again.cookieHeader))).toBeDefined();
    await database.db.deleteFrom('session').where('token', '=', tokenOf(again.cookieHeader)).execute();
    expect(await answer(requestWith(again.cookieHeader))).toBeUndefined();
  });

  it('answers simultaneous checks of different sessions each with its own (one query on PostgreSQL)', async () => {
    const clients = await Promise.all(
      ['one', 'two', 'gone'].map((name) => signedInClient(app, base, `together-${name}-${kind}@example.com`)),
    );
    await database.db.deleteFrom('session').where('token', '=', tokenOf(clients[2]!.cookieHeader)).execute();
    const cookies = [clients[0]!, clients[1]!, clients[2]!, clients[0]!].map((client) => client.cookieHeader);
    const answers = await Promise.all(cookies.map((cookie) => answer(requestWith(cookie))));
    expect(answers.map((found) => found?.user.email)).toEqual([
      `together-one-${kind}@example.com`,
      `together-two-${kind}@example.com`,
      undefined,
      `together-one-${kind}@example.com`,
    ]);
  });
});
