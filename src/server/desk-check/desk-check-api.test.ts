import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../tests/support/http-client';
import { signedInClient } from '../../../tests/support/signed-in-client';
import { startTestApp } from '../../../tests/support/test-app';
import {
  openTestDatabase,
  testPostgresUrl,
  type TestDatabaseKind,
} from '../../../tests/support/test-database';

const check = (at: number, distanceCm = 62) => ({
  distanceCm,
  eyesAboveCm: 4,
  screenHeight: 'ok',
  lightLevel: 0.48,
  lighting: 'ok',
  at,
});

describe.each<TestDatabaseKind>(['sqlite', 'postgres'])('desk checks on %s', (kind) => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let base: string;
  let ada: HttpClient;
  let bob: HttpClient;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await startTestApp({
      database,
      // The job queue (pg-boss) reaches PostgreSQL by its own URL.
      env: { TRUST_PROXY: 'true', ...(kind === 'postgres' ? { DATABASE_URL: testPostgresUrl } : {}) },
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
    ada = await signedInClient(app, base, 'ada@example.com');
    bob = await signedInClient(app, base, 'bob@example.com');
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('keeps each check per account and answers the latest by when it was checked', async () => {
    expect((await ada.get('/api/desk-checks/latest')).json).toEqual({ check: null });
    const now = Date.now();
    expect((await ada.post('/api/desk-checks', check(now - 60_000, 48))).status).toBe(201);
    expect((await ada.post('/api/desk-checks', check(now - 3_600_000, 80))).status).toBe(201);
    expect((await ada.get('/api/desk-checks/latest')).json).toEqual({ check: check(now - 60_000, 48) });
    // Bob sees none of Ada's.
    expect((await bob.get('/api/desk-checks/latest')).json).toEqual({ check: null });
    // "Download my data" has them too.
    const exported = (await ada.get('/api/account/export')).json as { posture: { deskChecks: unknown[] } };
    expect(exported.posture.deskChecks).toEqual([
      {
        distanceCm: 80,
        eyesAboveCm: 4,
        screenHeight: 'ok',
        lightLevel: 0.48,
        lighting: 'ok',
        checkedAt: now - 3_600_000,
      },
      {
        distanceCm: 48,
        eyesAboveCm: 4,
        screenHeight: 'ok',
        lightLevel: 0.48,
        lighting: 'ok',
        checkedAt: now - 60_000,
      },
    ]);
  });

  it('refuses bad numbers with 400 and a message, and stores nothing', async () => {
    const now = Date.now();
    for (const body of [
      { ...check(now), distanceCm: 2 },
      { ...check(now), distanceCm: 60.5 },
      { ...check(now), screenHeight: 'sideways' },
      { ...check(now), lightLevel: 3 },
      { ...check(now + 86_400_000) },
      { ...check(now), image: 'data:image/png;base64,AAAA' },
    ]) {
      const answer = await bob.post('/api/desk-checks', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(typeof answer.json?.message).toBe('string');
    }
    expect((await bob.get('/api/desk-checks/latest')).json).toEqual({ check: null });
  });

  it('asks a visitor to sign in', async () => {
    const visitor = new HttpClient(base);
    expect((await visitor.get('/api/desk-checks/latest')).status).toBe(401);
    expect((await visitor.post('/api/desk-checks', check(Date.now()))).status).toBe(401);
  });
});
