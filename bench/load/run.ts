/**
 * Load benchmark: signed-in users' traffic against the real server, started as child processes in
 * production mode (`node --import tsx src/server/main.ts`), on SQLite and PostgreSQL, with one process
 * and with two (sharing PostgreSQL or the SQLite file, and Redis). Run: `npm run bench:load`.
 *
 *   session check    GET /api/auth/get-session with a session cookie
 *   posture upload   POST /api/posture/sessions/:id/minutes, a new minute each (a real insert + roll-up)
 *   progress read    GET /api/progress/summary (users start with LOAD_HISTORY_DAYS of history)
 *   mixed            40 % session checks, 40 % uploads, 20 % progress reads
 *   bare fastify     GET /ping on a Fastify with nothing else: the ceiling on this machine
 *
 * Options (flag or environment): --seconds / LOAD_SECONDS (60), --warmup / LOAD_WARMUP (3),
 * --connections / LOAD_CONNECTIONS (50), --users / LOAD_USERS (50), --history / LOAD_HISTORY_DAYS (14),
 * --db / LOAD_DBS (sqlite,postgres), --processes / LOAD_PROCESSES (1,2),
 * --scenarios / LOAD_SCENARIOS (all, comma-separated: session,upload,progress,mixed).
 *
 * Budgets (2-core machine): session check ≥ 4,000 req/s with p99 ≤ 25 ms; posture upload ≥ 2,000 req/s;
 * no errors or non-2xx answers; no "database is locked" in the server logs. The exit code is 1 only when
 * requests failed or the database was locked; throughput figures are for people to read.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { TestDatabaseKind } from '../../tests/support/test-database';
import { openBenchDatabase, seedUsers, type BenchDatabase } from '../support/bench-database';
import { cannon, type Figures } from '../support/cannon';
import { startServerProcess, type ServerProcess } from '../support/server-process';
import { signInUsers } from './load-users';
import { printReport, type Row } from './report';
import { scenarioNames, scenarioRequests, type LoadUser, type ScenarioName } from './scenarios';

const { values: flags } = parseArgs({
  options: Object.fromEntries(
    ['seconds', 'warmup', 'connections', 'users', 'history', 'db', 'processes', 'scenarios'].map((name) => [
      name,
      { type: 'string' as const },
    ]),
  ),
});
const option = (flag: string, env: string, fallback: string) =>
  (flags[flag] as string | undefined) ?? process.env[env] ?? fallback;
const list = (value: string) => value.split(',').map((item) => item.trim());

const seconds = Number(option('seconds', 'LOAD_SECONDS', '60'));
const warmup = Number(option('warmup', 'LOAD_WARMUP', '3'));
const connections = Number(option('connections', 'LOAD_CONNECTIONS', '50'));
const userCount = Number(option('users', 'LOAD_USERS', '50'));
const historyDays = Number(option('history', 'LOAD_HISTORY_DAYS', '14'));
const dbs = list(option('db', 'LOAD_DBS', 'sqlite,postgres')) as TestDatabaseKind[];
const processCounts = list(option('processes', 'LOAD_PROCESSES', '1,2')).map(Number);
const wanted = list(option('scenarios', 'LOAD_SCENARIOS', 'session,upload,progress,mixed'));
const scenarios = scenarioNames.filter((name) => wanted.some((w) => name.includes(w)));
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

console.log(
  `Load: ${seconds} s a scenario after ${warmup} s warm-up, ${connections} connections, ${userCount} users ` +
    `with ${historyDays} days of history; ${dbs.join(' and ')}; ${processCounts.join(' and ')} process(es).`,
);

/** Reads `count` until it stops changing, so requests still in flight when a run ends have landed. */
async function settled(count: () => Promise<number>): Promise<number> {
  let last = await count();
  for (let i = 0; i < 40; i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await count();
    if (now === last) return now;
    last = now;
  }
  return last;
}

/**
 * Warms up, then measures. Also the servers' CPU time a request (robust when others share the CPU) and
 * what `count` grew by (minutes stored), counted once requests cut off by the end have landed.
 */
async function measure(
  servers: ServerProcess[],
  requests: Parameters<typeof cannon>[1],
  count: () => Promise<number> = async () => 0,
): Promise<{ figures: Figures; cpuMs: number; stored: number }> {
  const urls = servers.map((server) => server.url);
  if (warmup > 0) await cannon(urls, requests, { connections, seconds: warmup });
  const countBefore = await settled(count);
  const cpu = () => servers.reduce((sum, server) => sum + server.cpuSeconds(), 0);
  const cpuBefore = cpu();
  const figures = await cannon(urls, requests, { connections, seconds });
  const cpuMs = ((cpu() - cpuBefore) * 1000) / Math.max(1, figures.requests);
  return { figures, cpuMs, stored: (await settled(count)) - countBefore };
}

function startServers(database: BenchDatabase, processes: number): Promise<ServerProcess[]> {
  const env = {
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? 'warn',
    DATA_DIR: database.dir,
    WEB_DIR: path.join(database.dir, 'web'),
    DATABASE_URL: database.url,
    PUBLIC_URL: '',
    // Sign-in (setup only) comes from many client addresses, as behind a load balancer.
    TRUST_PROXY: 'true',
    REDIS_URL: processes > 1 ? redisUrl : '',
    REDIS_KEY_PREFIX: `postura-bench-${randomBytes(4).toString('hex')}:`,
  };
  return Promise.all(Array.from({ length: processes }, () => startServerProcess('src/server/main.ts', env)));
}

const minuteCount = async (database: BenchDatabase) =>
  Number(
    (await sql<{ n: number | string }>`select count(*) as n from posture_minute`.execute(database.db))
      .rows[0]!.n,
  );

const rows: Row[] = [];
const logNotes: string[] = [];
let lockedSomewhere = false;
// docs/deploy.md: SQLite is for one process only. Measured all the same, but not held against the exit code.
const unsupported = (kind: string, processes: number) => kind === 'sqlite' && processes > 1;

const bare = await startServerProcess('bench/load/bare-server.ts', {}, '/ping');
try {
  const measured = await measure([bare], [{ method: 'GET', path: '/ping' }]);
  rows.push({ scenario: 'bare fastify', db: '-', processes: 1, connections, ...measured });
  console.log(`  bare fastify: ${Math.round(measured.figures.rps)} req/s`);
} finally {
  await bare.stop();
}

for (const kind of dbs) {
  const database = await openBenchDatabase(kind);
  try {
    const seeded = Date.now();
    const emails = await seedUsers(database, userCount, historyDays);
    console.log(`${kind}: ${userCount} users seeded in ${((Date.now() - seeded) / 1000).toFixed(1)} s`);
    let users: LoadUser[] | undefined;
    for (const processes of processCounts) {
      const servers = await startServers(database, processes);
      try {
        users ??= await signInUsers(servers[0]!.url, emails);
        for (const scenario of scenarios) {
          const requests = scenarioRequests(scenario as ScenarioName, users);
          const measured = await measure(servers, requests, () => minuteCount(database));
          rows.push({ scenario, db: kind, processes, connections, ...measured });
          console.log(`  ${kind} ×${processes} ${scenario}: ${Math.round(measured.figures.rps)} req/s`);
        }
      } finally {
        await Promise.all(servers.map((server) => server.stop()));
      }
      const output = servers.map((server) => server.output()).join('\n');
      const locked = (output.match(/database is locked/gi) ?? []).length;
      const logLines = output.split('\n').filter((line) => line.trim() !== '');
      if (locked > 0 && !unsupported(kind, processes)) lockedSomewhere = true;
      logNotes.push(
        `${kind} ×${processes}${unsupported(kind, processes) ? ' (unsupported, SQLite is for one process)' : ''}: ` +
          `${locked} "database is locked", ${logLines.length} log lines at warn or above` +
          (logLines.length ? `\n      first: ${logLines[0]!.slice(0, 300)}` : ''),
      );
    }
  } finally {
    await database.drop();
  }
}

const failedRequests = printReport(rows, logNotes, (row) => unsupported(row.db, row.processes));
const load = os.loadavg().map((n) => n.toFixed(1));
console.log(`\nLoad average at the end: ${load.join(', ')} on ${os.availableParallelism()} cores.`);
process.exit(failedRequests || lockedSomewhere ? 1 : 0);
