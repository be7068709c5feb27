import { sql, type Kysely } from 'kysely';
import type { MetricId } from '../../shared/posture/metric-thresholds';
import type { Database } from '../db/schema';
import { dayMs, hourMs, type BucketRow } from './aggregate';

type Numeric = number | string | null;

/**
 * SQL over a user's minutes, written once for SQLite and PostgreSQL: integer division of the shifted
 * epoch milliseconds gives local days or hours, so grouping happens in the database and only a few
 * hundred rows come back for a year. Every query is bound to the user id (index userId, minute).
 */
export function progressRepository(db: Kysely<Database>) {
  async function buckets(
    userId: string,
    size: number,
    offsetMinutes: number,
    fromMs: number,
    toMs: number,
  ): Promise<BucketRow[]> {
    // Literals, not parameters: SQLite binds JS numbers as reals, which would turn the integer division
    // into a fraction. Both are integers this code computes (the offset is zod-validated).
    const shift = Math.trunc(offsetMinutes) * 60_000;
    const bucket = sql<Numeric>`(${sql.ref('minute')} + ${sql.lit(shift)}) / ${sql.lit(size)}`;
    const rows = await db
      .selectFrom('posture_minute')
      .select([
        bucket.as('bucket'),
        sql<Numeric>`count(*)`.as('minutes'),
        sql<Numeric>`sum(${sql.ref('secondsGood')})`.as('good'),
        sql<Numeric>`sum(${sql.ref('secondsFair')})`.as('fair'),
        sql<Numeric>`sum(${sql.ref('secondsBad')})`.as('bad'),
        sql<Numeric>`sum(${sql.ref('alerts')})`.as('alerts'),
        sql<Numeric>`sum(${sql.ref('score')})`.as('scoreSum'),
      ])
      .where('userId', '=', userId)
      .where('minute', '>=', fromMs)
      .where('minute', '<', toMs)
      .groupBy(sql`1`)
      .execute();
    return rows.map((row) => ({
      bucket: Math.floor(Number(row.bucket)),
      minutes: Number(row.minutes),
      good: Number(row.good ?? 0),
      fair: Number(row.fair ?? 0),
      bad: Number(row.bad ?? 0),
      alerts: Number(row.alerts ?? 0),
      scoreSum: Number(row.scoreSum ?? 0),
    }));
  }

  return {
    days: (userId: string, offsetMinutes: number, fromMs: number, toMs: number) =>
      buckets(userId, dayMs, offsetMinutes, fromMs, toMs),

    hours: (userId: string, offsetMinutes: number, fromMs: number, toMs: number) =>
      buckets(userId, hourMs, offsetMinutes, fromMs, toMs),

    /** Each minute's metrics in a range, in time order (per-metric trends, neck load, CSV). */
    async minutes(userId: string, fromMs: number, toMs: number) {
      const rows = await db
        .selectFrom('posture_minute')
        .select(['minute', 'score', 'secondsGood', 'secondsFair', 'secondsBad', 'alerts', 'metrics'])
        .where('userId', '=', userId)
        .where('minute', '>=', fromMs)
        .where('minute', '<', toMs)
        .orderBy('minute')
        .execute();
      return rows.map((row) => ({
        ...row,
        minute: Number(row.minute),
        metrics: JSON.parse(row.metrics) as Partial<Record<MetricId, number>>,
      }));
    },

    /** Sessions of the user overlapping a period, for "long unbroken sitting". */
    async sessionSpans(userId: string, fromMs: number) {
      const rows = await db
        .selectFrom('posture_session')
        .select(['startedAt', 'endedAt'])
        .where('userId', '=', userId)
        .where('startedAt', '>=', fromMs)
        .execute();
      return rows.map((row) => ({
        startedAt: Number(row.startedAt),
        endedAt: row.endedAt === null ? null : Number(row.endedAt),
      }));
    },

    /** Deletes one of the user's sessions with its minutes; another user's id deletes nothing. */
    async deleteSession(userId: string, sessionId: string): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const owned = await trx
          .selectFrom('posture_session')
          .select('id')
          .where('id', '=', sessionId)
          .where('userId', '=', userId)
          .executeTakeFirst();
        if (!owned) return false;
        await trx
          .deleteFrom('posture_minute')
          .where('sessionId', '=', sessionId)
          .where('userId', '=', userId)
          .execute();
        await trx
          .deleteFrom('posture_session')
          .where('id', '=', sessionId)
          .where('userId', '=', userId)
          .execute();
        return true;
      });
    },
  };
}
