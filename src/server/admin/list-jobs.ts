import type { Config } from '../config/load-config';
import type { DatabaseHandle } from '../db/create-database';
import { createJobQueue } from '../jobs/create-job-queue';

const quietLog = { error: () => undefined, warn: () => undefined };

/**
 * `npm run admin -- jobs [failed]`: the queue's jobs, newest first, one line each — when, state,
 * queue, retries made of those allowed, singleton key, and the last error of a failed or retrying job.
 */
export async function listJobs(
  config: Config,
  database: DatabaseHandle,
  failedOnly: boolean,
): Promise<string[]> {
  const queue = createJobQueue(config, database, quietLog);
  const jobs = await queue.list({ states: failedOnly ? ['failed'] : undefined, limit: 200 });
  if (jobs.length === 0) return [failedOnly ? 'No failed jobs.' : 'No jobs.'];
  const lines = [
    `${'created (UTC)'.padEnd(20)} ${'state'.padEnd(10)} ${'queue'.padEnd(14)} retries   key / error`,
  ];
  for (const job of jobs)
    lines.push(
      [
        job.createdOn.toISOString().slice(0, 19).replace('T', ' ').padEnd(20),
        job.state.padEnd(10),
        job.name.padEnd(14),
        `${job.retryCount}/${job.retryLimit}`.padEnd(9),
        job.singletonKey ?? job.id,
        job.error ? `\n${' '.repeat(57)}${job.error}` : '',
      ].join(' '),
    );
  return lines;
}
