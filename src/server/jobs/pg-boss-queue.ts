import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { ClaimedJob, JobInfo, JobQueue, JobState, QueuePolicy } from './job-queue';
import { singletonId } from './singleton-id';

export interface PgBossQueueOptions {
  connectionString: string;
  /** pg-boss's own schema (tests use one of their own). */
  schema: string;
  pollingIntervalSeconds: number;
  /** Expired jobs (a dead worker's) are looked for this often. */
  maintenanceSeconds: number;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

interface JobRow {
  id: string;
  name: string;
  state: JobState;
  singleton_key: string | null;
  retry_count: number;
  retry_limit: number;
  created_on: Date;
  start_after: Date;
  completed_on: Date | null;
  output: unknown;
  data: unknown;
}

const errorText = (output: unknown): string | null => {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  return null;
};

/**
 * The job queue on PostgreSQL: pg-boss, its tables in their own schema of the app's database. Jobs are
 * claimed with SELECT … FOR UPDATE SKIP LOCKED, so with N processes each job runs in one of them;
 * retries, back-off, expiry of a dead worker's jobs and the failed state are pg-boss's own.
 */
export function pgBossQueue(options: PgBossQueueOptions): JobQueue {
  const boss = new PgBoss({
    connectionString: options.connectionString,
    schema: options.schema,
    max: 4,
    // Cron schedules are not used: our scheduler computes each user's time in their zone.
    schedule: false,
    // How soon after its expiry a dead worker's job is retried.
    maintenanceIntervalSeconds: options.maintenanceSeconds,
  });
  boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  let started = false;
  /** pg-boss's connection once started; before that (the admin CLI) a connection of our own. */
  async function query(text: string, values: unknown[]): Promise<{ rows: unknown[] }> {
    if (started) return boss.getDb().executeSql(text, values);
    const client = new pg.Client({ connectionString: options.connectionString });
    await client.connect();
    try {
      return await client.query(text, values);
    } finally {
      await client.end();
    }
  }
  const jobColumns =
    'id, name, state, singleton_key, retry_count, retry_limit, created_on, start_after, completed_on, output, data';

  return {
    kind: 'pg-boss',
    async start() {
      await boss.start();
      started = true;
    },
    async stop(stopOptions = {}) {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: stopOptions.graceful ?? true, wait: true, timeout: 10_000 });
    },
    async createQueue(name, policy: QueuePolicy) {
      const settings = {
        retryLimit: policy.retryLimit,
        retryDelay: policy.retryDelaySeconds,
        retryBackoff: true,
        expireInSeconds: policy.expireInSeconds,
      };
      // createQueue does nothing for a queue that exists; its policy follows the configuration.
      await boss.createQueue(name, { name, policy: 'standard', ...settings });
      await boss.updateQueue(name, { name, policy: 'standard', ...settings });
    },
    async send(name, data, sendOptions = {}) {
      const key = sendOptions.singletonKey;
      return boss.send(name, data, key ? { id: singletonId(name, key), singletonKey: key } : {});
    },
    async work<T>(name: string, handler: (job: ClaimedJob<T>) => Promise<void>) {
      await boss.work<T>(
        name,
        { batchSize: 1, pollingIntervalSeconds: options.pollingIntervalSeconds },
        async ([job]) => {
          if (job) await handler({ id: job.id, data: job.data });
        },
      );
    },
    async list(listOptions = {}) {
      const states = listOptions.states ?? null;
      // Before any server started pg-boss there is no schema, hence no job.
      const exists = await query('SELECT to_regclass($1) AS t', [`${options.schema}.job`]);
      if (!(exists.rows[0] as { t: string | null }).t) return [];
      const { rows } = await query(
        `SELECT ${jobColumns} FROM (
           SELECT ${jobColumns} FROM ${options.schema}.job
           UNION ALL SELECT ${jobColumns} FROM ${options.schema}.archive
         ) jobs
         WHERE name NOT LIKE '\\_\\_%' AND ($1::text[] IS NULL OR state::text = ANY($1::text[]))
         ORDER BY created_on DESC LIMIT $2`,
        [states, listOptions.limit ?? 100],
      );
      return (rows as JobRow[]).map((row): JobInfo => ({
        id: row.id,
        name: row.name,
        state: row.state,
        singletonKey: row.singleton_key,
        retryCount: row.retry_count,
        retryLimit: row.retry_limit,
        createdOn: row.created_on,
        startAfter: row.start_after,
        completedOn: row.completed_on,
        error: errorText(row.output),
        data: row.data,
      }));
    },
  };
}
