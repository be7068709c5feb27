import { sql, type Kysely, type Transaction } from 'kysely';
import { metricIds, type MetricId } from '../../shared/posture/metric-thresholds';
import type { DatabaseKind } from '../db/migrations/types';
import type { Database } from '../db/schema';
import { precompiledNamedQuery } from '../db/precompiled-query';
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
 * Recomputes a user's hourly roll-ups from their minutes, for the given hours (or all of them): after a
 * deletion, for a re-send, for history written in bulk. Recomputing is idempotent, so nothing that
 * happened before can leave those hours out of step. On PostgreSQL a per-user advisory lock keeps two
 * simultaneous writers from each writing a roll-up that misses the other's minutes.
 */
export async function recomputeHours(
  db: Kysely<Database>,
  kind: DatabaseKind,
  userId: string,
  hours: number[] | 'all',
): Promise<void> {
  if (hours !== 'all' && hours.length === 0) return;
  await db.transaction().execute(async (trx) => {
    await lockUserHours(trx, kind, userId);
    await recomputeHoursIn(trx, userId, hours);
  });
}

/**
 * Within a transaction on PostgreSQL, waits for any other writer of this user's roll-ups (a
 * per-user advisory lock, released at commit). SQLite runs one transaction at a time anyway.
 */
export async function lockUserHours(trx: Transaction<Database>, kind: DatabaseKind, userId: string) {
  if (kind === 'postgres') await sql`select pg_advisory_xact_lock(hashtext(${userId}))`.execute(trx);
}

/** recomputeHours' work, inside the caller's transaction (which holds lockUserHours). */
export async function recomputeHoursIn(
  trx: Transaction<Database>,
  userId: string,
  hours: number[] | 'all',
): Promise<void> {
  const wanted = hours === 'all' ? undefined : new Set(hours.map(floorHour));
  if (wanted?.size === 0) return;
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
    const entry = sums.get(hour) ?? emptyHour();
    addMinute(entry, { ...row, metrics: JSON.parse(row.metrics) as MinuteMetrics });
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
}

type MinuteMetrics = Partial<Record<MetricId, number>>;
interface MinuteFigures {
  score: number;
  secondsGood: number;
  secondsFair: number;
  secondsBad: number;
  alerts: number;
  metrics: MinuteMetrics;
}

const emptyHour = (): HourSums => ({
  minutes: 0,
  good: 0,
  fair: 0,
  bad: 0,
  alerts: 0,
  scoreSum: 0,
  neckLoad: 0,
  metrics: {},
});

function addMinute(entry: HourSums, minute: MinuteFigures): void {
  entry.minutes++;
  entry.good += minute.secondsGood;
  entry.fair += minute.secondsFair;
  entry.bad += minute.secondsBad;
  entry.alerts += minute.alerts;
  entry.scoreSum += minute.score;
  if (isNeckLoadMinute(minute.metrics)) entry.neckLoad++;
  for (const id of metricIds) {
    const value = minute.metrics[id];
    if (typeof value !== 'number') continue;
    const pair = (entry.metrics[id] ??= [0, 0]);
    pair[0] += value;
    pair[1]++;
  }
}

/**
 * Adds newly stored minutes to their hours' roll-ups — one row read and one written an hour, instead
 * of summing the whole hour again (the largest cost of an upload, bench/load). Only for minutes the
 * caller's transaction has just inserted (none of them stored before), under lockUserHours, so the
 * sums stay exactly those a recompute would give. Both statements are compiled once.
 */
export function hourRollupWriter(db: Kysely<Database>) {
  const readHour = precompiledNamedQuery(db, (value: (name: 'userId' | 'hour') => never) =>
    db
      .selectFrom('posture_hour')
      .selectAll()
      .where('userId', '=', value('userId'))
      .where('hour', '=', value('hour')),
  );
  const columns = ['minutes', 'good', 'fair', 'bad', 'alerts', 'scoreSum', 'neckLoad', 'metrics'] as const;
  const writeHour = precompiledNamedQuery(
    db,
    (value: (name: 'userId' | 'hour' | (typeof columns)[number]) => never) =>
      db
        .insertInto('posture_hour')
        .values({
          userId: value('userId'),
          hour: value('hour'),
          ...Object.fromEntries(columns.map((column) => [column, value(column)])),
        } as never)
        .onConflict((oc) =>
          oc
            .columns(['userId', 'hour'])
            .doUpdateSet((eb) =>
              Object.fromEntries(columns.map((column) => [column, eb.ref(`excluded.${column}`)])),
            ),
        ),
  );

  return async function addToHoursIn(
    trx: Transaction<Database>,
    userId: string,
    minutes: (MinuteFigures & { minute: number })[],
  ): Promise<void> {
    const added = new Map<number, HourSums>();
    for (const minute of minutes) {
      const hour = floorHour(minute.minute);
      const entry = added.get(hour) ?? emptyHour();
      addMinute(entry, minute);
      added.set(hour, entry);
    }
    for (const [hour, add] of added) {
      const [old] = (await readHour({ userId, hour }, trx)).rows;
      const metrics = old ? (JSON.parse(old.metrics) as HourSums['metrics']) : {};
      for (const [id, [sum, count]] of Object.entries(add.metrics) as [MetricId, [number, number]][]) {
        const pair = (metrics[id] ??= [0, 0]);
        pair[0] += sum;
        pair[1] += count;
      }
      await writeHour(
        {
          userId,
          hour,
          minutes: (old?.minutes ?? 0) + add.minutes,
          good: (old?.good ?? 0) + add.good,
          fair: (old?.fair ?? 0) + add.fair,
          bad: (old?.bad ?? 0) + add.bad,
          alerts: (old?.alerts ?? 0) + add.alerts,
          scoreSum: (old?.scoreSum ?? 0) + add.scoreSum,
          neckLoad: (old?.neckLoad ?? 0) + add.neckLoad,
          metrics: JSON.stringify(metrics),
        },
        trx,
      );
    }
  };
}
