import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../tests/support/http-client';
import { nodeUploadQueue } from '../../../tests/support/node-upload-queue';
import { signedInClient } from '../../../tests/support/signed-in-client';
import { startTestApp } from '../../../tests/support/test-app';
import { openTestDatabase, type TestDatabaseKind } from '../../../tests/support/test-database';

const start = Math.floor(Date.UTC(2026, 10, 5, 8, 0) / 60_000) * 60_000;
const minute = (i: number) => ({
  minute: start + i * 60_000,
  score: 75,
  secondsGood: 45,
  secondsFair: 10,
  secondsBad: 5,
  alerts: 0,
  metrics: { headDrop: 0.04 },
});

/**
 * The disk fills up. SQLite is held to its current size with its own limit (`PRAGMA max_page_count`,
 * which fails writes with SQLITE_FULL "database or disk is full"); PostgreSQL gets a trigger raising
 * disk_full (53100), its error for "No space left on device". Writes must answer a clear 503 — not a
 * bare 500 — reads must go on, and the web app's upload queue must keep the minutes and deliver them,
 * once, when there is room again.
 */
describe.each<TestDatabaseKind>(['sqlite', 'postgres'])('storage full on %s', (kind) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: FastifyInstance;
  let client: HttpClient;

  const fill = async () => {
    if (kind === 'sqlite') {
      const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(database.db);
      await sql`PRAGMA max_page_count = ${sql.raw(String(rows[0]!.page_count))}`.execute(database.db);
      return;
    }
    await sql`CREATE FUNCTION disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`.execute(
      database.db,
    );
    await sql`CREATE TRIGGER disk_full BEFORE INSERT ON posture_minute
      FOR EACH STATEMENT EXECUTE FUNCTION disk_full()`.execute(database.db);
  };
  const free = async () => {
    if (kind === 'sqlite') await sql`PRAGMA max_page_count = 1073741823`.execute(database.db);
    else await sql`DROP TRIGGER disk_full ON posture_minute`.execute(database.db);
  };
  const storedMinutes = async (sessionId: string) =>
    (
      await database.db
        .selectFrom('posture_minute')
        .select('minute')
        .where('sessionId', '=', sessionId)
        .orderBy('minute')
        .execute()
    ).map((row) => Number(row.minute));

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    app = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
    client = await signedInClient(app, await app.listen({ host: '127.0.0.1', port: 0 }), 'full@example.com');
  }, 30_000);
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('answers a clear 503, keeps serving reads, and the queue delivers once there is room', async () => {
    const id = randomUUID();
    expect((await client.post('/api/posture/sessions', { id, startedAt: start })).status).toBe(201);
    const before = Array.from({ length: 5 }, (_, i) => minute(i));
    expect((await client.post(`/api/posture/sessions/${id}/minutes`, { minutes: before })).status).toBe(200);

    await fill();
    const batch = Array.from({ length: 120 }, (_, i) => minute(100 + i));
    const refused = await client.post(`/api/posture/sessions/${id}/minutes`, { minutes: batch });
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('300');
    expect(refused.json).toEqual({
      error: 'storage_full',
      message: "The server's storage is full, so your data was not saved. Please try again later.",
    });

    // The web app's queue: while the disk is full it keeps what the server could not store.
    const queue = nodeUploadQueue(client);
    for (let i = 5; i < 45; i++)
      await queue.enqueue({ path: `/api/posture/sessions/${id}/minutes`, body: { minutes: [minute(i)] } });
    await queue.flush();
    expect(queue.store.size).toBeGreaterThan(0);

    // Reads still work, and the health check (the database answers) stays green.
    const list = await client.get('/api/posture/sessions');
    expect(list.status).toBe(200);
    expect(list.json!.sessions).toEqual([expect.objectContaining({ id })]);
    expect((await client.get('/api/health')).status).toBe(200);
    expect((await storedMinutes(id)).length).toBeLessThan(45);

    await free();
    await queue.drained(20_000);
    expect(await storedMinutes(id)).toEqual(Array.from({ length: 45 }, (_, i) => minute(i).minute));
    // The hourly roll-up behind /progress agrees: a write cut off half-way was repaired by the re-send.
    const hours = await database.db
      .selectFrom('posture_hour')
      .select(sql<number>`sum(${sql.ref('minutes')})`.as('minutes'))
      .executeTakeFirstOrThrow();
    expect(Number(hours.minutes)).toBe(45);
  }, 40_000);
});

describe('storage full during sign-in (PostgreSQL)', () => {
  it('answers 503 storage_full from the auth routes too, and signing in works again afterwards', async () => {
    const database = await openTestDatabase('postgres');
    const app = await startTestApp({ database });
    try {
      const base = await app.listen({ host: '127.0.0.1', port: 0 });
      await signedInClient(app, base, 'late@example.com');
      // better-auth catches its own errors; the cause (disk_full) must still reach the answer.
      await sql`CREATE FUNCTION session_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'could not extend file: No space left on device' USING ERRCODE = 'disk_full'; END $$`.execute(
        database.db,
      );
      await sql`CREATE TRIGGER session_disk_full BEFORE INSERT ON session
        FOR EACH STATEMENT EXECUTE FUNCTION session_disk_full()`.execute(database.db);
      const signIn = () =>
        fetch(`${base}/api/auth/sign-in/email`, {
          method: 'POST',
          headers: { origin: base, 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'late@example.com', password: 'a long test passphrase' }),
        });
      const refused = await signIn();
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('300');
      expect(await refused.json()).toMatchObject({ error: 'storage_full' });
      await sql`DROP TRIGGER session_disk_full ON session`.execute(database.db);
      expect((await signIn()).status).toBe(200);
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
