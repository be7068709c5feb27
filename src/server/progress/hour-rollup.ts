import { sql, type Kysely } from 'kysely';
import { metricIds, type MetricId } from '../../shared/posture/metric-thresholds';
import type { DatabaseKind } from '../db/migrations/types';
import type { Database } from '../db/schema';
import { isNeckLoadMinute } from './aggregate';

export const hourMs = 3_600_000;
const floorHour = (epochMs: number) => Math.floor(epochMs / hourMs) * hourMs;

interface HourSums {
  minutes: number;
  good: number;
  fair: number;
  bad: number;
  alerts: number;
  scoreSum: number;
  neckLoad: number;
  metrics: Partial<Record<MetricId, [number, number]>>;
}

/**
 * Recomputes a user's hourly roll-ups from their minutes, for the given hours (or all of them).
 * Recomputing rather than incrementing keeps it idempotent: a re-sent minute, a deleted session or a
 * crash halfway can never leave the roll-up out of step. On PostgreSQL a per-user advisory lock keeps
 * two simultaneous uploads from each writing a roll-up that misses the other's minutes.
 */
export async function recomputeHours(
  db: Kysely<Database>,
  kind: DatabaseKind,
  userId: string,
  hours: number[] | 'all',
): Promise<void> {
  const wanted = hours === 'all' ? undefined : new Set(hours.map(floorHour));
  if (wanted?.size === 0) return;
  await db.transaction().execute(async (trx) => {
    if (kind === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${userId}))`.execute(trx);
    let query = trx
      .selectFrom('posture_minute')
      .select(['minute', 'score', 'secondsGood', 'secondsFair', 'secondsBad', 'alerts', 'metrics'])
      .where('userId', '=', userId);
    if (wanted) {
      query = query
        .where('minute', '>=', Math.min(...wanted))
        .where('minute', '<', Math.max(...wanted) + hourMs);
    }
    const sums = new Map<number, HourSums>();
    for (const row of await query.execute()) {
      const hour = floorHour(Number(row.minute));
      if (wanted && !wanted.has(hour)) continue;
      const entry =
        sums.get(hour) ??
        ({
          minutes: 0,
          good: 0,
          fair: 0,
          bad: 0,
          alerts: 0,
          scoreSum: 0,
          neckLoad: 0,
          metrics: {},
        } as HourSums);
      const metrics = JSON.parse(row.metrics) as Partial<Record<MetricId, number>>;
      entry.minutes++;
      entry.good += row.secondsGood;
      entry.fair += row.secondsFair;
      entry.bad += row.secondsBad;
      entry.alerts += row.alerts;
      entry.scoreSum += row.score;
      if (isNeckLoadMinute(metrics)) entry.neckLoad++;
      for (const id of metricIds) {
        const value = metrics[id];
        if (typeof value !== 'number') continue;
        const pair = (entry.metrics[id] ??= [0, 0]);
        pair[0] += value;
        pair[1]++;
      }
      sums.set(hour, entry);
    }
    let remove = trx.deleteFrom('posture_hour').where('userId', '=', userId);
    if (wanted) remove = remove.where('hour', 'in', [...wanted]);
    await remove.execute();
    const rows = [...sums].map(([hour, s]) => ({ userId, hour, ...s, metrics: JSON.stringify(s.metrics) }));
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('posture_hour')
        .values(rows.slice(i, i + 500))
        .execute();
  });
}
