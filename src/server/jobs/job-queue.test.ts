import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../tests/support/test-app';
import {
  openTestDatabase,
  runAdminSql,
  testPostgresUrl,
  type TestDatabaseKind,
} from '../../../tests/support/test-database';
import { listJobs } from '../admin/list-jobs';
import { migrateToLatest } from '../db/migrate';
import { createJobQueue } from './create-job-queue';
import type { JobQueue } from './job-queue';

const quiet = { error: () => undefined, warn: () => undefined };

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The queue's promises on both engines, through the one interface: a failing job is retried with a
 * doubling back-off and ends failed (and the admin CLI lists it); a singleton key queues once; a job
 * whose worker stopped mid-way is picked up by the next worker and done once.
 */
describe.each<TestDatabaseKind>(['sqlite', 'postgres'])('job queue on %s', (kind) => {
  const schema = `jobs_${randomBytes(4).toString('hex')}`;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const config = testConfig({
    JOB_SCHEMA: schema,
    JOB_POLL_SECONDS: '0.5',
    JOB_EXPIRE_SECONDS: '2',
    ...(kind === 'postgres' ? { DATABASE_URL: testPostgresUrl } : {}),
  });
  const queues: JobQueue[] = [];
  const open = async () => {
    const queue = createJobQueue(config, database, quiet);
    queues.push(queue);
    await queue.start();
    return queue;
  };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await migrateToLatest(database.db, database.kind);
  });
  afterAll(async () => {
    for (const queue of queues) await queue.stop({ graceful: false }).catch(() => undefined);
    await database.drop();
    if (kind === 'postgres') await runAdminSql(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  });

  it('retries a failing job with a doubling back-off, then leaves it failed and listed', async () => {
    const queue = await open();
    await queue.createQueue('always-fails', { retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 30 });
    const attempts: number[] = [];
    await queue.work('always-fails', async () => {
      attempts.push(Date.now());
      throw new Error('the SMTP server said 451');
    });
    const id = await queue.send('always-fails', { to: 'ada@example.com' });
    const failed = await until('the failed state', async () =>
      (await queue.list({ states: ['failed'] })).find((job) => job.id === id),
    );
    expect(attempts).toHaveLength(3);
    // Each wait is at least the delay × 2^n (jitter only adds).
    expect(attempts[1]! - attempts[0]!).toBeGreaterThanOrEqual(1000);
    expect(attempts[2]! - attempts[1]!).toBeGreaterThanOrEqual(2000);
    expect(failed).toMatchObject({ state: 'failed', retryCount: 2, retryLimit: 2 });
    expect(failed.error).toContain('451');
    const lines = (await listJobs(config, database, true)).join('\n');
    expect(lines).toContain('failed');
    expect(lines).toContain('the SMTP server said 451');
  }, 40_000);

  it('queues a singleton key once', async () => {
    const queue = await open();
    await queue.createQueue('once', { retryLimit: 0, retryDelaySeconds: 1, expireInSeconds: 30 });
    const first = await queue.send('once', { n: 1 }, { singletonKey: 'user-1:2026-11-23' });
    const second = await queue.send('once', { n: 2 }, { singletonKey: 'user-1:2026-11-23' });
    const other = await queue.send('once', { n: 3 }, { singletonKey: 'user-1:2026-11-30' });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(other).not.toBe(first);
    const jobs = (await queue.list()).filter((job) => job.name === 'once');
    expect(jobs.map((job) => job.singletonKey).sort()).toEqual(['user-1:2026-11-23', 'user-1:2026-11-30']);
  });

  it('hands a job whose worker stopped mid-way to the next worker, which does it once', async () => {
    const first = await open();
    await first.createQueue('interrupted', { retryLimit: 3, retryDelaySeconds: 1, expireInSeconds: 2 });
    let started = 0;
    let done = 0;
    await first.work('interrupted', async () => {
      started++;
      await new Promise(() => undefined); // hangs: the worker dies before finishing
    });
    const id = await first.send('interrupted', {});
    await until('the first worker to start', async () => (started ? true : undefined));
    await first.stop({ graceful: false });

    const second = await open();
    await second.createQueue('interrupted', { retryLimit: 3, retryDelaySeconds: 1, expireInSeconds: 2 });
    await second.work('interrupted', async () => {
      done++;
    });
    const completed = await until('completion by the second worker', async () =>
      (await second.list({ states: ['completed'] })).find((job) => job.id === id),
    );
    expect(completed.retryCount).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(done).toBe(1);
    expect(started).toBe(1);
  }, 40_000);
});
