import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from '../../../tests/support/http-client';
import { signedInClient } from '../../../tests/support/signed-in-client';
import { startTestApp } from '../../../tests/support/test-app';
import { openTestDatabase, type TestDatabaseKind } from '../../../tests/support/test-database';

const start = Math.floor(Date.UTC(2026, 10, 2, 9, 0) / 60_000) * 60_000;
const minute = (i: number, score = 80) => ({
  minute: start + i * 60_000,
  score,
  secondsGood: 40,
  secondsFair: 10,
  secondsBad: 10,
  alerts: i % 2,
  metrics: { headDrop: 0.05, lean: 0.02 },
});

describe.each<TestDatabaseKind>(['sqlite', 'postgres'])('posture history API on %s', (kind) => {
  let app: FastifyInstance;
  let base: string;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let ada: HttpClient;
  let bob: HttpClient;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
    ada = await signedInClient(app, base, 'ada@example.com');
    bob = await signedInClient(app, base, 'bob@example.com');
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('stores a session’s minutes exactly once, however often they are re-sent, and summarises it', async () => {
    const id = randomUUID();
    expect(
      (await ada.post('/api/posture/sessions', { id, startedAt: start, deviceLabel: 'FaceTime HD' })).status,
    ).toBe(201);
    expect((await ada.post('/api/posture/sessions', { id, startedAt: start })).status).toBe(200);
    const first = await ada.post(`/api/posture/sessions/${id}/minutes`, { minutes: [minute(0), minute(1)] });
    expect(first.json).toEqual({ received: 2, stored: 2 });
    // The queue re-sends after a lost answer: the first minute again, with the next one.
    // The last minute had 25 seconds with cues snoozed (older clients send no such field: 0).
    const again = await ada.post(`/api/posture/sessions/${id}/minutes`, {
      minutes: [minute(1), { ...minute(2, 50), secondsSnoozed: 25 }],
    });
    expect(again.json).toEqual({ received: 2, stored: 1 });
    const end = await ada.post(`/api/posture/sessions/${id}/end`, { endedAt: start + 3 * 60_000 });
    expect(end.json).toEqual({
      summary: {
        minutes: 3,
        secondsGood: 120,
        secondsFair: 30,
        secondsBad: 30,
        alerts: 1,
        secondsSnoozed: 25,
        meanScore: 70,
      },
    });
    const list = await ada.get('/api/posture/sessions');
    expect(list.json!.sessions).toEqual([
      expect.objectContaining({
        id,
        startedAt: start,
        endedAt: start + 3 * 60_000,
        deviceLabel: 'FaceTime HD',
        summary: expect.objectContaining({ minutes: 3 }),
      }),
    ]);
  });

  it('keeps every user’s history to themselves', async () => {
    const id = randomUUID();
    await ada.post('/api/posture/sessions', { id, startedAt: start });
    expect((await bob.post(`/api/posture/sessions/${id}/minutes`, { minutes: [minute(0)] })).status).toBe(
      404,
    );
    expect((await bob.post(`/api/posture/sessions/${id}/end`, { endedAt: start + 60_000 })).status).toBe(404);
    expect((await bob.post('/api/posture/sessions', { id, startedAt: start })).status).toBe(404);
    expect((await bob.get('/api/posture/sessions')).json!.sessions).toEqual([]);
    expect((await new HttpClient(base).get('/api/posture/sessions')).status).toBe(401);
  });

  it('refuses malformed data with a 400 that names the field, and stores nothing of it', async () => {
    const id = randomUUID();
    await ada.post('/api/posture/sessions', { id, startedAt: start });
    const cases = [
      { minutes: [] },
      { minutes: [{ ...minute(0), score: 140 }] },
      { minutes: [{ ...minute(0), minute: start + 1234 }] },
      { minutes: [{ ...minute(0), secondsGood: 60, secondsBad: 60 }] },
      { minutes: [{ ...minute(0), metrics: { frame: 1 } }] },
      { minutes: Array.from({ length: 121 }, (_, i) => minute(i)) },
      { minutes: 'everything' },
    ];
    for (const body of cases) {
      const response = await ada.post(`/api/posture/sessions/${id}/minutes`, body);
      expect(response.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(response.json).toMatchObject({ error: 'invalid_request', message: expect.any(String) });
    }
    expect(
      (await ada.post('/api/posture/sessions', { id: 'not-a-uuid', startedAt: start })).json,
    ).toMatchObject({
      issues: [expect.objectContaining({ path: 'id' })],
    });
    const end = await ada.post(`/api/posture/sessions/${id}/end`, { endedAt: start + 60_000 });
    expect((end.json!.summary as { minutes: number }).minutes).toBe(0);
  });

  it('includes posture history in "download my data" and deletes it with the account', async () => {
    const carl = await signedInClient(app, base, 'carl@example.com');
    const id = randomUUID();
    await carl.post('/api/posture/sessions', { id, startedAt: start });
    await carl.post(`/api/posture/sessions/${id}/minutes`, { minutes: [minute(0)] });
    const exported = await carl.get('/api/account/export');
    expect(exported.json).toMatchObject({
      posture: { sessions: [{ id }], minutes: [{ sessionId: id, minute: start, score: 80 }] },
    });
    await carl.post('/api/auth/delete-user', { password: 'a long test passphrase' });
    const left = await app.database.db
      .selectFrom('posture_minute')
      .select('sessionId')
      .where('sessionId', '=', id)
      .execute();
    expect(left).toEqual([]);
  });
});
