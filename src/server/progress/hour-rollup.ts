import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import { metricIds, type MetricId } from '../../shared/posture/metric-thresholds';
import type { DatabaseKind } from '../db/migrations/types';
import type { Database } from '../db/schema';
import { isNeckLoadMinute } from './aggregate';

export const hourMs = 3_600_000;
const floorHour = (epochMs: number) => Math.floor(epochMs / hourMs) * hourMs;
// Hour rows a statement: 10 values each, far below either engine's limit on bound values.
const rowChunk = 500;

/** The roll-up's counters, summed alike whether an hour is recomputed or added to. */
const counters = ['minutes', 'good', 'fair', 'bad', 'alerts', 'scoreSum', 'neckLoad', 'snoozed'] as const;

type HourSums = Record<(typeof counters)[number], number> & {
  metrics: Partial<Record<MetricId, [number, number]>>;
};

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
    await lockUsersHours(trx, kind, [userId]);
    await recomputeHoursIn(trx, userId, hours);
  });
}

/**
 * Within a transaction on PostgreSQL, waits for any other writer of these users' roll-ups (per-user
 * advisory locks, released at commit), taken in one order everywhere so that two batches never wait
 * on each other. SQLite runs one transaction at a time anyway.
 */
export async function lockUsersHours(trx: Transaction<Database>, kind: DatabaseKind, userIds: string[]) {
  if (kind !== 'postgres') return;
  // Ordered by the lock key itself; `offset 0` keeps PostgreSQL from flattening the ordered subquery.
  await sql`select pg_advisory_xact_lock(lock_key) from (
      select distinct hashtext(user_id) as lock_key from unnest(${[...new Set(userIds)]}::text[]) as user_id
      order by lock_key offset 0) as ordered`.execute(trx);
}

/** recomputeHours' work, inside the caller's transaction (which holds lockUsersHours). */
export async function recomputeHoursIn(
  trx: Transaction<Database>,
  userId: string,
  hours: number[] | 'all',
): Promise<void> {
  const wanted = hours === 'all' ? undefined : new Set(hours.map(floorHour));
  if (wanted?.size === 0) return;
  // Every column, not a list: migration 0006 runs this before 0010 adds secondsSnoozed.
  let query = trx.selectFrom('posture_minute').selectAll().where('userId', '=', userId);
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
  // Without any snoozed time the column is left to its default, for the same reason (0006 before 0010).
  const snoozed = [...sums.values()].some((s) => s.snoozed > 0);
  const rows = [...sums].map(([hour, { snoozed: seconds, ...s }]) => ({
    userId,
    hour,
    ...s,
    ...(snoozed ? { snoozed: seconds } : {}),
    metrics: JSON.stringify(s.metrics),
  }));
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
  secondsSnoozed?: number;
  metrics: MinuteMetrics;
}

const emptyHour = (): HourSums => ({
  ...(Object.fromEntries(counters.map((counter) => [counter, 0])) as Record<
    (typeof counters)[number],
    number
  >),
  metrics: {},
});

function addMinute(entry: HourSums, minute: MinuteFigures): void {
  entry.minutes++;
  entry.good += minute.secondsGood;
  entry.fair += minute.secondsFair;
  entry.bad += minute.secondsBad;
  entry.alerts += minute.alerts;
  entry.scoreSum += minute.score;
  entry.snoozed += minute.secondsSnoozed ?? 0;
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
 * Adds newly stored minutes (of any users) to their hours' roll-ups — one read and one write for all
 * the hours, instead of summing each hour again (most of an upload's cost, bench/load). Only for
 * minutes the caller's transaction has just inserted (none stored before), under lockUsersHours, so
 * the sums stay exactly those a recompute would give.
 */
export async function addToHoursIn(
  trx: Transaction<Database>,
  minutes: (MinuteFigures & { minute: number; userId: string })[],
): Promise<void> {
  if (minutes.length === 0) return;
  const added = new Map<string, { userId: string; hour: number; sums: HourSums }>();
  for (const minute of minutes) {
    const hour = floorHour(minute.minute);
    const key = `${minute.userId}:${hour}`;
    const entry = added.get(key) ?? { userId: minute.userId, hour, sums: emptyHour() };
    addMinute(entry.sums, minute);
    added.set(key, entry);
  }
  const entries = [...added.values()];
  const before = new Map<string, Selectable<Database['posture_hour']>>();
  for (let i = 0; i < entries.length; i += rowChunk) {
    const chunk = entries.slice(i, i + rowChunk);
    // A superset (every user × every hour of the chunk), narrowed by key: row-value IN lists are
    // not SQLite's.
    const rows = await trx
      .selectFrom('posture_hour')
      .selectAll()
      .where('userId', 'in', [...new Set(chunk.map((entry) => entry.userId))])
      .where('hour', 'in', [...new Set(chunk.map((entry) => entry.hour))])
      .execute();
    for (const row of rows) before.set(`${row.userId}:${Number(row.hour)}`, row);
  }
  const rows = entries.map(({ userId, hour, sums: add }) => {
    const old = before.get(`${userId}:${hour}`);
    const metrics = old ? (JSON.parse(old.metrics) as HourSums['metrics']) : {};
    for (const [id, [sum, count]] of Object.entries(add.metrics) as [MetricId, [number, number]][]) {
      const pair = (metrics[id] ??= [0, 0]);
      pair[0] += sum;
      pair[1] += count;
    }
    for (const counter of counters) add[counter] += old?.[counter] ?? 0;
    return { userId, hour, ...add, metrics: JSON.stringify(metrics) };
  });
  for (let i = 0; i < rows.length; i += rowChunk)
    await trx
      .insertInto('posture_hour')
      .values(rows.slice(i, i + rowChunk))
      .onConflict((oc) =>
        oc
          .columns(['userId', 'hour'])
          .doUpdateSet((eb) =>
            Object.fromEntries(
              [...counters, 'metrics' as const].map((column) => [column, eb.ref(`excluded.${column}`)]),
            ),
          ),
      )
      .execute();
}
