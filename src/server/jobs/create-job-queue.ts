import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config/load-config';
import type { DatabaseHandle } from '../db/create-database';
import type { JobQueue } from './job-queue';
import { pgBossQueue } from './pg-boss-queue';
import { sqliteJobQueue } from './sqlite-job-queue';

/** pg-boss on PostgreSQL, the in-process queue on SQLite: the database decides (decision 014). */
export function createJobQueue(
  config: Config,
  database: DatabaseHandle,
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
): JobQueue {
  if (database.kind === 'postgres') {
    // A database handed in by a test without DATABASE_URL: no queue to reach, fine until used.
    if (config.database.kind !== 'postgres') return unreachableQueue();
    return pgBossQueue({
      connectionString: config.database.url,
      schema: config.jobs.schema,
      pollingIntervalSeconds: config.jobs.pollSeconds,
      maintenanceSeconds: Math.max(1, Math.min(30, config.jobs.expireSeconds)),
      log,
    });
  }
  return sqliteJobQueue({ db: database.db, pollingIntervalSeconds: config.jobs.pollSeconds, log });
}

/** Every call fails: pg-boss needs DATABASE_URL to connect on its own. */
function unreachableQueue(): JobQueue {
  const fail = async (): Promise<never> => {
    throw new Error('the job queue needs DATABASE_URL to reach PostgreSQL');
  };
  return {
    kind: 'pg-boss',
    start: fail,
    stop: async () => undefined,
    createQueue: fail,
    send: fail,
    work: fail,
    list: fail,
  };
}
