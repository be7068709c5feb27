import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../../../tests/support/signed-in-client';
import { nodeUploadQueue } from '../../../tests/support/node-upload-queue';
import { freePort, serverProcess, type ServerProcess } from '../../../tests/support/server-process';
import { signedInRemoteClient } from '../../../tests/support/signed-in-remote-client';
import { fakeWebDir, startTestApp } from '../../../tests/support/test-app';
import {
  openTestDatabase,
  runAdminSql,
  testPostgresUrl,
  type TestDatabaseKind,
} from '../../../tests/support/test-database';
import { createDatabase, type DatabaseHandle } from '../db/create-database';

const start = Math.floor(Date.UTC(2026, 10, 3, 8, 0) / 60_000) * 60_000;
const minute = (i: number) => ({
  minute: start + i * 60_000,
  score: 40 + (i % 60),
  secondsGood: 40,
  secondsFair: 10,
  secondsBad: 10,
  alerts: i % 3,
  metrics: { headDrop: 0.05, lean: 0.02 },
});
const beforeKill = 100;
const duringOutage = 20;
const killAtUpload = 40;

const rolledUpMinutes = async (database: DatabaseHandle) =>
  Number(
    (
      await database.db
        .selectFrom('posture_hour')
        .select(sql<number>`sum(${sql.ref('minutes')})`.as('minutes'))
        .executeTakeFirstOrThrow()
    ).minutes,
  );

/**
 * The real server in a child process is killed with SIGKILL while the web app's real upload queue is
 * sending a backlog of minutes, then started again over the same data. The queue re-sends whatever
 * was not acknowledged; the server's (session, minute) key makes the re-sends harmless. Every minute
 * must be stored exactly once — including, on SQLite, the ones committed to the WAL just before the kill.
 */
describe.each<TestDatabaseKind>(['sqlite', 'postgres'])('kill -9 during uploads on %s', (kind) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postura-kill-'));
  const schema = `kill_${Date.now()}_${randomBytes(3).toString('hex')}`;
  let server: ServerProcess;
  let database: DatabaseHandle | undefined;

  beforeAll(async () => {
    const env: Record<string, string> = { DATA_DIR: dataDir, WEB_DIR: fakeWebDir() };
    if (kind === 'postgres') {
      await runAdminSql(`CREATE SCHEMA ${schema}`);
      env.DATABASE_URL = `${testPostgresUrl}?options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    }
    server = serverProcess(await freePort(), env);
    await server.start();
    database =
      kind === 'sqlite'
        ? createDatabase({ kind: 'sqlite', file: path.join(dataDir, 'postura.sqlite') })
        : createDatabase({ kind: 'postgres', url: testPostgresUrl }, { schema });
  }, 90_000);

  afterAll(async () => {
    await server?.kill();
    await database?.close();
    if (kind === 'postgres') await runAdminSql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('re-sends what the crash cut off, and stores every minute exactly once', async () => {
    const client = await signedInRemoteClient(server.base, database!, `kill-${kind}@example.com`);
    const id = randomUUID();
    let uploads = 0;
    let retries = 0;
    let killed: Promise<void> | undefined;
    const queue = nodeUploadQueue(client, (request, outcome) => {
      void outcome.then((result) => void (result === 'retry' && retries++));
      // Strike while this upload is on the wire: the server may or may not have committed it.
      if (request.path.endsWith('/minutes') && ++uploads === killAtUpload) killed = server.kill();
    });

    await queue.enqueue({ path: '/api/posture/sessions', body: { id, startedAt: start } });
    for (let i = 0; i < beforeKill; i++)
      await queue.enqueue({ path: `/api/posture/sessions/${id}/minutes`, body: { minutes: [minute(i)] } });
    // (A boolean: expect.poll would wait for the promise itself.)
    await expect.poll(() => killed !== undefined, { timeout: 15_000, interval: 20 }).toBe(true);
    await killed;
    expect(server.running).toBe(false);

    // The camera keeps recording while the server is down; the queue keeps everything.
    for (let i = beforeKill; i < beforeKill + duringOutage; i++)
      await queue.enqueue({ path: `/api/posture/sessions/${id}/minutes`, body: { minutes: [minute(i)] } });
    expect(queue.store.size).toBeGreaterThanOrEqual(beforeKill - killAtUpload + 1 + duringOutage);

    await server.start();
    await queue.drained(60_000);
    await queue.enqueue({
      path: `/api/posture/sessions/${id}/end`,
      body: { endedAt: start + 3 * 3_600_000 },
    });
    await queue.drained(10_000);
    expect(retries).toBeGreaterThan(0);

    const total = beforeKill + duringOutage;
    const rows = await database!.db
      .selectFrom('posture_minute')
      .select('minute')
      .where('sessionId', '=', id)
      .orderBy('minute')
      .execute();
    expect(rows.map((row) => Number(row.minute))).toEqual(
      Array.from({ length: total }, (_, i) => minute(i).minute),
    );
    expect(await rolledUpMinutes(database!)).toBe(total);
    const list = await client.get('/api/posture/sessions');
    expect(list.json!.sessions).toEqual([
      expect.objectContaining({ id, summary: expect.objectContaining({ minutes: total }) }),
    ]);
  }, 120_000);
});

/**
 * The narrowest crash window, made deterministic: the process dies after a minute is committed but
 * before the hourly roll-up is rewritten. The queue's re-send stores nothing new, yet must bring the
 * roll-up (what /progress reads) back in step.
 */
describe.each<TestDatabaseKind>(['sqlite', 'postgres'])('a crash between two writes on %s', (kind) => {
  it('is repaired by the re-send', async () => {
    const database = await openTestDatabase(kind);
    const app = await startTestApp({ database, env: { TRUST_PROXY: 'true' } });
    try {
      const client = await signedInClient(
        app,
        await app.listen({ host: '127.0.0.1', port: 0 }),
        `crash-${kind}@example.com`,
      );
      const id = randomUUID();
      await client.post('/api/posture/sessions', { id, startedAt: start });
      await client.post(`/api/posture/sessions/${id}/minutes`, { minutes: [minute(0), minute(1)] });
      const user = await database.db.selectFrom('user').select('id').executeTakeFirstOrThrow();
      await database.db
        .insertInto('posture_minute')
        .values({ sessionId: id, userId: user.id, ...minute(2), metrics: JSON.stringify(minute(2).metrics) })
        .execute();
      expect(await rolledUpMinutes(database)).toBe(2);
      const resent = await client.post(`/api/posture/sessions/${id}/minutes`, { minutes: [minute(2)] });
      expect(resent.json).toEqual({ received: 1, stored: 0 });
      expect(await rolledUpMinutes(database)).toBe(3);
    } finally {
      await app.close();
      await database.drop();
    }
  }, 30_000);
});
