import { sql, type Kysely, type Selectable } from 'kysely';
import type { MetricId } from '../../shared/posture/metric-thresholds';
import type { Database, PostureHourTable, PostureMinuteTable } from '../db/schema';
import { dayMs, type BucketRow } from './aggregate';
import { recomputeHours } from './hour-rollup';
import type { DatabaseKind } from '../db/migrations/types';

type Numeric = number | string | null;

/** What a day of hourly roll-ups sums to (the weekly report reads the same sums, per user). */
export const daySums = () =>
  [
    sql<Numeric>`sum(${sql.ref('minutes')})`.as('minutes'),
    sql<Numeric>`sum(${sql.ref('good')})`.as('good'),
    sql<Numeric>`sum(${sql.ref('fair')})`.as('fair'),
    sql<Numeric>`sum(${sql.ref('bad')})`.as('bad'),
    sql<Numeric>`sum(${sql.ref('alerts')})`.as('alerts'),
    sql<Numeric>`sum(${sql.ref('scoreSum')})`.as('scoreSum'),
  ] as const;

type DaySumsRow = Record<'bucket' | 'minutes' | 'good' | 'fair' | 'bad' | 'alerts' | 'scoreSum', Numeric>;

/** A day's sums as numbers (PostgreSQL answers sums of bigints as strings). */
export const toBucketRow = (row: DaySumsRow): BucketRow => ({
  bucket: Math.floor(Number(row.bucket)),
  minutes: Number(row.minutes),
  good: Number(row.good ?? 0),
  fair: Number(row.fair ?? 0),
  bad: Number(row.bad ?? 0),
  alerts: Number(row.alerts ?? 0),
  scoreSum: Number(row.scoreSum ?? 0),
});

/**
 * SQL over a user's minutes, written once for SQLite and PostgreSQL: integer division of the shifted
 * epoch milliseconds gives local days or hours, so grouping happens in the database and only a few
 * hundred rows come back for a year. Every query is bound to the user id (index userId, minute).
 */
export function progressRepository(db: Kysely<Database>, kind: DatabaseKind) {
  /** Local days (from the hourly roll-ups), summed in the database: a year is 365 rows. */
  async function days(
    userId: string,
    offsetMinutes: number,
    fromMs: number,
    toMs: number,
  ): Promise<BucketRow[]> {
    // Literals, not parameters: SQLite binds JS numbers as reals, which would turn the integer division
    // into a fraction. Both are integers this code computes (the offset is zod-validated).
    const shift = Math.trunc(offsetMinutes) * 60_000;
    const bucket = sql<Numeric>`(${sql.ref('hour')} + ${sql.lit(shift)}) / ${sql.lit(dayMs)}`;
    const rows = await db
      .selectFrom('posture_hour')
      .select([bucket.as('bucket'), ...daySums()])
      .where('userId', '=', userId)
      .where('hour', '>=', fromMs)
      .where('hour', '<', toMs)
      .groupBy(sql`1`)
      .execute();
    return rows.map(toBucketRow);
  }

  return {
    days,

    /** The hourly roll-ups of a range (720 rows for 30 days), with their metric sums. */
    async hours(userId: string, fromMs: number, toMs: number) {
      const rows = await db
        .selectFrom('posture_hour')
        .selectAll()
        .where('userId', '=', userId)
        .where('hour', '>=', fromMs)
        .where('hour', '<', toMs)
        .orderBy('hour')
        .execute();
      return rows.map(toHourRow);
    },

    /** Each minute's metrics in a range, in time order (per-metric trends, neck load, CSV). */
    async minutes(userId: string, fromMs: number, toMs: number) {
      const rows = await db
        .selectFrom('posture_minute')
        .select(minuteColumns)
        .where('userId', '=', userId)
        .where('minute', '>=', fromMs)
        .where('minute', '<', toMs)
        .orderBy('minute')
        .execute();
      return rows.map(toMinuteRow);
    },

    /** Sessions of the user overlapping a period, for "long unbroken sitting". */
    async sessionSpans(userId: string, fromMs: number) {
      const rows = await db
        .selectFrom('posture_session')
        .select(['startedAt', 'endedAt'])
        .where('userId', '=', userId)
        .where('startedAt', '>=', fromMs)
        .execute();
      return rows.map(toSessionSpan);
    },

    /** Deletes one of the user's sessions with its minutes; another user's id deletes nothing. */
    async deleteSession(userId: string, sessionId: string): Promise<boolean> {
      const removed = await db.transaction().execute(async (trx): Promise<number[] | null> => {
        const owned = await trx
          .selectFrom('posture_session')
          .select('id')
          .where('id', '=', sessionId)
          .where('userId', '=', userId)
          .executeTakeFirst();
        if (!owned) return null;
        const gone = await trx
          .deleteFrom('posture_minute')
          .where('sessionId', '=', sessionId)
          .where('userId', '=', userId)
          .returning('minute')
          .execute();
        await trx
          .deleteFrom('posture_session')
          .where('id', '=', sessionId)
          .where('userId', '=', userId)
          .execute();
        return gone.map((row) => Number(row.minute));
      });
      if (removed === null) return false;
      // The hours those minutes fell in are summed again without them.
      await recomputeHours(db, kind, userId, removed);
      return true;
    },
  };
}

/** An hourly roll-up row as the progress code reads it (numbers, parsed metric sums). */
export const toHourRow = (row: Selectable<PostureHourTable>) => ({
  hour: Number(row.hour),
  minutes: row.minutes,
  good: row.good,
  fair: row.fair,
  bad: row.bad,
  alerts: row.alerts,
  scoreSum: Number(row.scoreSum),
  neckLoad: row.neckLoad,
  snoozed: row.snoozed,
  metrics: JSON.parse(row.metrics) as Partial<Record<MetricId, [number, number]>>,
});

/** The columns of a minute the progress code reads (the weekly report reads the same, per user). */
export const minuteColumns = [
  'minute',
  'score',
  'secondsGood',
  'secondsFair',
  'secondsBad',
  'alerts',
  'secondsSnoozed',
  'metrics',
] as const;

/** A session's span as numbers (PostgreSQL answers bigints as strings). */
export const toSessionSpan = (row: { startedAt: number | string; endedAt: number | string | null }) => ({
  startedAt: Number(row.startedAt),
  endedAt: row.endedAt === null ? null : Number(row.endedAt),
});

/** A minute row as the progress code reads it (numbers, parsed metrics). */
export const toMinuteRow = (
  row: Pick<
    Selectable<PostureMinuteTable>,
    'minute' | 'score' | 'secondsGood' | 'secondsFair' | 'secondsBad' | 'alerts' | 'metrics'
  > & { secondsSnoozed?: number },
) => ({
  ...row,
  minute: Number(row.minute),
  metrics: JSON.parse(row.metrics) as Partial<Record<MetricId, number>>,
});
