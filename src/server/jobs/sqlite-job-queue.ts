import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Database, LocalJobTable } from '../db/schema';
import type { ClaimedJob, JobInfo, JobQueue, JobState, QueuePolicy } from './job-queue';
import { singletonId } from './singleton-id';

export interface SqliteQueueOptions {
  db: Kysely<Database>;
  pollingIntervalSeconds: number;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
  now?: () => number;
}

/** pg-boss's back-off: delay × 2^n, stretched by up to as much again at random so retries spread. */
export const backoffMs = (delaySeconds: number, retryCount: number) =>
  delaySeconds * 1000 * 2 ** Math.min(16, retryCount) * (1 + Math.random());

const toInfo = (row: LocalJobTable): JobInfo => {
  const output = row.output ? (JSON.parse(row.output) as { message?: string }) : null;
  return {
    id: row.id,
    name: row.name,
    state: row.state as JobState,
    singletonKey: row.singletonKey,
    retryCount: row.retryCount,
    retryLimit: row.retryLimit,
    createdOn: new Date(Number(row.createdAt)),
    startAfter: new Date(Number(row.startAfter)),
    completedOn: row.completedAt === null ? null : new Date(Number(row.completedAt)),
    error: output?.message ?? null,
    data: JSON.parse(row.data) as unknown,
  };
};

/**
 * The job queue on the embedded SQLite database, in this process, with pg-boss's semantics (see
 * job-queue.ts): jobs are rows of `local_job`; a claim is one UPDATE … RETURNING of the oldest ready
 * row, which SQLite's single writer makes exclusive; a job left `active` by a process that died is
 * retried when its expiry passes (at once on start: nothing else runs jobs on this file).
 */
export function sqliteJobQueue(options: SqliteQueueOptions): JobQueue {
  const { db, log } = options;
  const now = options.now ?? Date.now;
  const policies = new Map<string, QueuePolicy>();
  const workers: Array<{ name: string; wake: () => void }> = [];
  const running = new Set<Promise<void>>();
  let stopped = false;

  /** Active jobs past their expiry go back to retry (or fail when out of retries). */
  async function expire(all: boolean): Promise<void> {
    const at = now();
    const stale = await db
      .selectFrom('local_job')
      .selectAll()
      .where('state', '=', 'active')
      .$if(!all, (q) => q.where('expireAt', '<', at))
      .execute();
    for (const job of stale) await settleFailure(job, 'the worker stopped while the job was active');
  }

  async function settleFailure(job: LocalJobTable, message: string): Promise<void> {
    const out = job.retryCount >= job.retryLimit;
    await db
      .updateTable('local_job')
      .set({
        state: out ? 'failed' : 'retry',
        retryCount: out ? job.retryCount : job.retryCount + 1,
        startAfter: out ? job.startAfter : now() + backoffMs(job.retryDelay, job.retryCount),
        completedAt: out ? now() : null,
        output: JSON.stringify({ message }),
      })
      .where('id', '=', job.id)
      .where('state', '=', 'active')
      .where('startedAt', '=', job.startedAt)
      .execute();
  }

  async function claim(name: string): Promise<LocalJobTable | undefined> {
    const at = now();
    const policy = policies.get(name);
    return db
      .updateTable('local_job')
      .set({ state: 'active', startedAt: at, expireAt: at + (policy?.expireInSeconds ?? 900) * 1000 })
      .where(
        'id',
        '=',
        db
          .selectFrom('local_job')
          .select('id')
          .where('name', '=', name)
          .where('state', 'in', ['created', 'retry'])
          .where('startAfter', '<=', at)
          .orderBy('startAfter')
          .limit(1),
      )
      .where('state', 'in', ['created', 'retry'])
      .returningAll()
      .executeTakeFirst();
  }

  async function runOne<T>(name: string, handler: (job: ClaimedJob<T>) => Promise<void>): Promise<boolean> {
    const job = await claim(name);
    if (!job) return false;
    try {
      await handler({ id: job.id, data: JSON.parse(job.data) as T });
      await db
        .updateTable('local_job')
        .set({ state: 'completed', completedAt: now(), output: null })
        .where('id', '=', job.id)
        .where('state', '=', 'active')
        .where('startedAt', '=', job.startedAt)
        .execute();
    } catch (error) {
      log.warn({ err: error, job: job.id, queue: name }, 'job failed');
      await settleFailure(job, error instanceof Error ? error.message : String(error));
    }
    return true;
  }

  return {
    kind: 'sqlite',
    async start() {
      stopped = false;
      await expire(true);
    },
    async stop(stopOptions = {}) {
      stopped = true;
      for (const worker of workers) worker.wake();
      workers.length = 0;
      if (stopOptions.graceful ?? true) await Promise.all([...running]);
    },
    async createQueue(name, policy) {
      policies.set(name, policy);
    },
    async send(name, data, sendOptions = {}) {
      const policy = policies.get(name) ?? { retryLimit: 2, retryDelaySeconds: 30, expireInSeconds: 900 };
      const key = sendOptions.singletonKey ?? null;
      const id = key ? singletonId(name, key) : randomUUID();
      const inserted = await db
        .insertInto('local_job')
        .values({
          id,
          name,
          data: JSON.stringify(data),
          state: 'created',
          singletonKey: key,
          retryCount: 0,
          retryLimit: policy.retryLimit,
          retryDelay: policy.retryDelaySeconds,
          startAfter: now(),
          startedAt: null,
          expireAt: null,
          completedAt: null,
          createdAt: now(),
          output: null,
        })
        .onConflict((oc) => oc.doNothing())
        .returning('id')
        .executeTakeFirst();
      if (inserted) for (const worker of workers) if (worker.name === name) worker.wake();
      return inserted?.id ?? null;
    },
    async work<T>(name: string, handler: (job: ClaimedJob<T>) => Promise<void>) {
      let wake: () => void = () => undefined;
      workers.push({ name, wake: () => wake() });
      const loop = async () => {
        while (!stopped) {
          try {
            await expire(false);
            // Drain what is ready, then sleep until the next poll or a send to this queue.
            while (!stopped && (await runOne(name, handler)));
          } catch (error) {
            log.error({ err: error, queue: name }, 'job queue poll failed');
          }
          if (stopped) break;
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, options.pollingIntervalSeconds * 1000);
            timer.unref();
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
      };
      const done = loop().finally(() => running.delete(done));
      running.add(done);
    },
    async list(listOptions = {}) {
      const rows = await db
        .selectFrom('local_job')
        .selectAll()
        .$if(Boolean(listOptions.states), (q) => q.where('state', 'in', listOptions.states!))
        .orderBy('createdAt', 'desc')
        .orderBy(sql`rowid`, 'desc')
        .limit(listOptions.limit ?? 100)
        .execute();
      return rows.map(toInfo);
    },
  };
}
