import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../tests/support/http-client';
import { freePort, serverProcess, type ServerProcess } from '../../../tests/support/server-process';
import { signedInRemoteClient } from '../../../tests/support/signed-in-remote-client';
import { startTcpProxy, type TcpProxy } from '../../../tests/support/tcp-proxy';
import { fakeWebDir } from '../../../tests/support/test-app';
import { runAdminSql, testPostgresUrl } from '../../../tests/support/test-database';
import { createDatabase, type DatabaseHandle } from '../db/create-database';

const phases = ['up', 'refused', 'starting-up', 'silent', 'back'] as const;
type Phase = (typeof phases)[number];
interface Outcome {
  started: Phase;
  ended: Phase;
  status: number;
  ms: number;
  body: Record<string, unknown> | null;
}

const start = Math.floor(Date.UTC(2026, 10, 4, 8, 0) / 60_000) * 60_000;
const hangLimitMs = 3000;
const minuteValues = { score: 70, secondsGood: 50, secondsFair: 5, secondsBad: 5, alerts: 0, metrics: {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Six clients sending uploads and reads without pause; each answer is filed under the phase it began in. */
function startLoad(client: HttpClient, sessionId: string) {
  const state = { phase: 'up' as Phase, stop: false, outcomes: [] as Outcome[] };
  let nextMinute = 0;
  const timed = async (request: () => ReturnType<HttpClient['get']>) => {
    const started = state.phase;
    const t0 = performance.now();
    const response = await Promise.race([
      request().catch(() => ({ status: 0, json: null })),
      sleep(10_000).then(() => ({ status: -1, json: null })),
    ]);
    const ms = performance.now() - t0;
    state.outcomes.push({ started, ended: state.phase, status: response.status, ms, body: response.json });
  };
  const worker = async (n: number) => {
    for (let i = 0; !state.stop; i++) {
      if ((i + n) % 2 === 0) await timed(() => client.get('/api/posture/sessions'));
      else {
        const minute = { ...minuteValues, minute: start + nextMinute++ * 60_000 };
        await timed(() => client.post(`/api/posture/sessions/${sessionId}/minutes`, { minutes: [minute] }));
      }
    }
  };
  const running = Promise.all([0, 1, 2, 3, 4, 5].map(worker));
  return Object.assign(state, {
    answered: (phase: Phase, status: number) =>
      state.outcomes.filter((o) => o.started === phase && o.status === status).length,
    async finish() {
      state.stop = true;
      await running;
    },
    summary: () =>
      phases
        .map((p) => {
          const list = state.outcomes.filter((o) => o.started === p);
          const statuses = [...new Set(list.map((o) => o.status))].join('/');
          const slowest = Math.round(Math.max(0, ...list.map((o) => o.ms)));
          return `${p}: ${list.length} requests (${statuses}), slowest ${slowest} ms`;
        })
        .join('; '),
  });
}

/**
 * PostgreSQL restarts while the real server (a child process) is under load. The machine's PostgreSQL
 * is shared, so a TCP proxy plays the restart: every connection is cut, new ones are refused, then
 * answered "the database system is starting up" (57P03), then let through again. Throughout, no request
 * may hang or answer 500, the outage answers 503 with a JSON message, health says so, the process
 * survives, and it recovers by itself.
 */
describe('PostgreSQL restarted under load', () => {
  const schema = `outage_${Date.now()}_${randomBytes(3).toString('hex')}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postura-outage-'));
  let proxy: TcpProxy;
  let server: ServerProcess;
  let database: DatabaseHandle;

  beforeAll(async () => {
    await runAdminSql(`CREATE SCHEMA ${schema}`);
    proxy = await startTcpProxy({ host: '127.0.0.1', port: 5432 });
    const url = new URL(testPostgresUrl);
    url.port = String(proxy.port);
    url.searchParams.set('options', `-c search_path=${schema}`);
    server = serverProcess(await freePort(), {
      DATA_DIR: dataDir,
      WEB_DIR: fakeWebDir(),
      DATABASE_URL: url.toString(),
    });
    await server.start();
    database = createDatabase({ kind: 'postgres', url: testPostgresUrl }, { schema });
  }, 90_000);

  afterAll(async () => {
    await server?.kill();
    await proxy?.close();
    await database?.close();
    await runAdminSql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 503 fast during the outage and recovers without a restart', async () => {
    const client = await signedInRemoteClient(server.base, database, 'outage@example.com');
    const id = randomUUID();
    expect((await client.post('/api/posture/sessions', { id, startedAt: start })).status).toBe(201);
    const load = startLoad(client, id);
    const poll = { timeout: 15_000, interval: 100 };

    await expect.poll(() => load.answered('up', 200), poll).toBeGreaterThan(6);
    load.phase = 'refused';
    await proxy.outage('refuse');
    await sleep(2500);
    const t0 = performance.now();
    const healthDown = await client.get('/api/health').catch(() => undefined);
    const healthMs = performance.now() - t0;
    load.phase = 'starting-up';
    await proxy.outage('starting-up');
    await sleep(1500);
    load.phase = 'silent';
    await proxy.outage('silent');
    await sleep(2500);
    await proxy.restore();
    load.phase = 'back';
    // Recovery needs no restart: the pool opens new connections on demand.
    await expect.poll(() => load.answered('back', 200), poll).toBeGreaterThan(6);
    await load.finish();
    const { outcomes } = load;
    const summary = load.summary();

    expect(server.running, server.output).toBe(true);
    expect(healthDown?.status).toBe(503);
    expect(healthDown?.json).toEqual({ status: 'error', message: 'The database is unreachable' });
    expect(healthMs).toBeLessThan(hangLimitMs);
    expect((await client.get('/api/health')).json).toMatchObject({ status: 'ok', database: 'postgres' });

    // Never a hang (10 s), a cut connection or a 500.
    expect(
      outcomes.filter((o) => ![200, 503].includes(o.status)),
      summary,
    ).toEqual([]);
    // Requests wholly inside the outage: a quick 503 with a message the UI can show.
    const duringOutage = outcomes.filter(
      (o) => o.started !== 'up' && o.started !== 'back' && o.ended !== 'back',
    );
    expect(duringOutage.length, summary).toBeGreaterThan(10);
    expect(Math.max(...duringOutage.map((o) => o.ms)), summary).toBeLessThan(hangLimitMs);
    for (const o of duringOutage)
      expect(o.body).toEqual({ error: 'database_unavailable', message: expect.stringContaining('database') });
    expect(
      outcomes.filter((o) => o.ended === 'up').every((o) => o.status === 200),
      summary,
    ).toBe(true);
    expect(
      outcomes.filter((o) => o.started === 'back').every((o) => o.status === 200),
      summary,
    ).toBe(true);

    // Every acknowledged minute is there, and none twice.
    const stored = await database.db
      .selectFrom('posture_minute')
      .select('minute')
      .where('sessionId', '=', id)
      .execute();
    const acknowledged = outcomes.filter((o) => o.status === 200 && o.body && 'stored' in o.body).length;
    expect(new Set(stored.map((row) => Number(row.minute))).size).toBe(stored.length);
    expect(stored.length).toBeGreaterThanOrEqual(acknowledged);
  }, 90_000);
});
