/**
 * The one job-queue interface the app codes against. On PostgreSQL it is pg-boss (jobs live in the
 * database, so any number of processes share them); on the embedded SQLite default it is the
 * in-process adapter with the same semantics (sqlite-job-queue.ts). Decision 014 says why.
 *
 * Semantics both keep: a job is claimed by exactly one worker; a handler that throws is retried after
 * an exponential back-off (delay × 2^n, with jitter) up to `retryLimit` times and then stays `failed`;
 * a job whose worker died mid-way (still `active` past its expiry) is retried, not lost; a job sent
 * with a singleton key that is already queued or done is not queued again (`send` answers null).
 */
export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export interface QueuePolicy {
  /** Retries after the first attempt. */
  retryLimit: number;
  /** The first retry's delay; each further one doubles it (with jitter). */
  retryDelaySeconds: number;
  /** An active job older than this is taken for a crashed worker's and retried. */
  expireInSeconds: number;
}

export interface JobInfo {
  id: string;
  name: string;
  state: JobState;
  singletonKey: string | null;
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  startAfter: Date;
  completedOn: Date | null;
  /** The last error of a failed attempt (message), when there is one. */
  error: string | null;
  data: unknown;
}

export interface ClaimedJob<T> {
  id: string;
  data: T;
}

export interface JobQueue {
  readonly kind: 'pg-boss' | 'sqlite';
  start(): Promise<void>;
  /** Stops fetching; waits for running handlers unless `graceful` is false (a crash, in tests). */
  stop(options?: { graceful?: boolean }): Promise<void>;
  createQueue(name: string, policy: QueuePolicy): Promise<void>;
  send(name: string, data: object, options?: { singletonKey?: string }): Promise<string | null>;
  work<T>(name: string, handler: (job: ClaimedJob<T>) => Promise<void>): Promise<void>;
  /** Newest first; `states` narrows (the admin CLI lists failed ones). */
  list(options?: { states?: JobState[]; limit?: number }): Promise<JobInfo[]>;
}
