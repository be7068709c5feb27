/**
 * Sign-in benchmark: POST /api/auth/sign-in/email against the real server in production mode (argon2id
 * at the OWASP floor), on SQLite and PostgreSQL. Run: `npm run bench:auth`.
 *
 * The sign-in limit is per client address (three in ten seconds), so the server trusts X-Forwarded-For
 * (TRUST_PROXY=true, as behind a load balancer) and every request comes from a new address, for one of
 * many verified users in turn. First the raw argon2id hash and verify times, in this process.
 *
 * Options (flag or environment): --seconds / AUTH_SECONDS (20), --connections / AUTH_CONNECTIONS (8),
 * --users / AUTH_USERS (200), --db / AUTH_DBS (sqlite,postgres).
 * Budget (2-core machine): at least 20 sign-ins a second. Exit code 1 only when sign-ins failed.
 */
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { hashPassword, verifyPassword } from '../../src/server/auth/password-hash';
import type { TestDatabaseKind } from '../../tests/support/test-database';
import { benchPassword, clientIp, openBenchDatabase, seedUsers } from '../support/bench-database';
import { cannon, type TargetRequest } from '../support/cannon';
import { startServerProcess } from '../support/server-process';

const { values: flags } = parseArgs({
  options: Object.fromEntries(
    ['seconds', 'connections', 'users', 'db'].map((name) => [name, { type: 'string' as const }]),
  ),
});
const option = (flag: string, env: string, fallback: string) =>
  (flags[flag] as string | undefined) ?? process.env[env] ?? fallback;

const seconds = Number(option('seconds', 'AUTH_SECONDS', '20'));
const connections = Number(option('connections', 'AUTH_CONNECTIONS', '8'));
const userCount = Number(option('users', 'AUTH_USERS', '200'));
const dbs = option('db', 'AUTH_DBS', 'sqlite,postgres').split(',') as TestDatabaseKind[];
const budget = 20;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(runs: number, run: () => Promise<unknown>): Promise<number[]> {
  await run();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  return times;
}

// 1. Raw argon2id, one at a time and as many at once as libuv's thread pool runs (4 by default).
const hash = await hashPassword(benchPassword);
const hashMs = median(await timed(10, () => hashPassword(benchPassword)));
const verifyMs = median(await timed(10, () => verifyPassword({ hash, password: benchPassword })));
const parallelStart = performance.now();
await Promise.all(Array.from({ length: 16 }, () => verifyPassword({ hash, password: benchPassword })));
const parallelPerSecond = 16 / ((performance.now() - parallelStart) / 1000);
console.log(
  `argon2id (19 MiB, t=2, p=1): hash ${hashMs.toFixed(1)} ms, verify ${verifyMs.toFixed(1)} ms (median of 10); ` +
    `${parallelPerSecond.toFixed(0)} verifies/s with 16 at once on ${os.availableParallelism()} cores`,
);

// 2. Sign-ins over HTTP.
let failed = false;
let address = 1_000;
for (const kind of dbs) {
  const database = await openBenchDatabase(kind);
  try {
    const emails = await seedUsers(database, userCount, 0);
    const server = await startServerProcess('src/server/main.ts', {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATA_DIR: database.dir,
      WEB_DIR: path.join(database.dir, 'web'),
      DATABASE_URL: database.url,
      PUBLIC_URL: '',
      REDIS_URL: '',
      TRUST_PROXY: 'true',
    });
    let turn = 0;
    const signIn: autocannon.Request = {
      setupRequest: (request) => {
        const req = request as TargetRequest;
        req.method = 'POST';
        req.path = '/api/auth/sign-in/email';
        req.headers.origin = `http://${req.host}`;
        req.headers['content-type'] = 'application/json';
        req.headers['x-forwarded-for'] = clientIp(address++);
        req.body = JSON.stringify({ email: emails[turn++ % emails.length], password: benchPassword });
        return req;
      },
    };
    try {
      const cpuBefore = server.cpuSeconds();
      const f = await cannon([server.url], [signIn], { connections, seconds });
      const cpuMs = ((server.cpuSeconds() - cpuBefore) * 1000) / Math.max(1, f.requests);
      const codes = Object.entries(f.statuses)
        .map(([code, n]) => `${n}×${code}`)
        .join(' ');
      const ok = f.rps >= budget;
      console.log(
        `${kind}: ${f.rps.toFixed(1)} sign-ins/s, p50 ${f.p50} ms, p99 ${f.p99} ms, ` +
          `${cpuMs.toFixed(0)} ms server CPU a sign-in, answers ${codes || 'none'}, ${f.errors} errors`,
      );
      console.log(`  ${ok ? 'PASS' : 'FAIL'}  ≥ ${budget} sign-ins/s on ${kind}`);
      if (f.errors + f.non2xx > 0) {
        failed = true;
        console.log(`  FAIL  every sign-in answered 200`);
      }
      const locked = /database is locked/i.test(server.output());
      if (locked) failed = true;
      console.log(`  ${locked ? 'FAIL' : 'PASS'}  no "database is locked" in the server log`);
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}
const load = os.loadavg().map((n) => n.toFixed(1));
console.log(`Load average at the end: ${load.join(', ')} on ${os.availableParallelism()} cores.`);
process.exit(failed ? 1 : 0);
