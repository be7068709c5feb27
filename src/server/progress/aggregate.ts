import { thresholds, type MetricId } from '../../shared/posture/metric-thresholds';
import type { DayPoint, HeatCell, StreakRule } from '../../shared/progress/progress-schemas';

export const dayMs = 86_400_000;
const hourMs = 3_600_000;

/** Sums of one bucket (a local day or hour) as the database returns them. */
export interface BucketRow {
  bucket: number;
  minutes: number;
  good: number;
  fair: number;
  bad: number;
  alerts: number;
  scoreSum: number;
}

/** Day n since 1970-01-01 (local) ↔ "YYYY-MM-DD". */
export const dayKey = (dayIndex: number) => new Date(dayIndex * dayMs).toISOString().slice(0, 10);
export const dayIndexOf = (isoDay: string) => Math.floor(Date.parse(`${isoDay}T00:00:00Z`) / dayMs);
/** The local day index of an instant, for a user `offsetMinutes` east of UTC. */
export const localDayIndex = (epochMs: number, offsetMinutes: number) =>
  Math.floor((epochMs + offsetMinutes * 60_000) / dayMs);
/** The UTC instant at which local day `dayIndex` starts. */
export const dayStartUtc = (dayIndex: number, offsetMinutes: number) =>
  dayIndex * dayMs - offsetMinutes * 60_000;

const share = (part: number, whole: number) => (whole > 0 ? part / whole : null);

export function toDayPoint(dayIndex: number, row: BucketRow | undefined): DayPoint {
  if (!row || row.minutes === 0)
    return { day: dayKey(dayIndex), minutes: 0, score: null, goodShare: null, alerts: 0 };
  return {
    day: dayKey(dayIndex),
    minutes: row.minutes,
    score: Math.round(row.scoreSum / row.minutes),
    goodShare: share(row.good, row.good + row.fair + row.bad),
    alerts: row.alerts,
  };
}

/** Every day from `from` to `to` (inclusive), zero where nothing was tracked. */
export function fillDays(from: number, to: number, rows: BucketRow[]): DayPoint[] {
  const byDay = new Map(rows.map((row) => [row.bucket, row]));
  const days: DayPoint[] = [];
  for (let day = from; day <= to; day++) days.push(toDayPoint(day, byDay.get(day)));
  return days;
}

export const qualifies = (day: DayPoint, rule: StreakRule) =>
  day.minutes >= rule.minMinutes && (day.goodShare ?? 0) >= rule.minGoodShare;

/**
 * Streaks of qualifying days. The current one ends today, or yesterday while today is still under
 * way (a morning without tracking yet does not break a streak).
 */
export function streaks(
  rows: BucketRow[],
  todayIndex: number,
  rule: StreakRule,
): { current: number; best: number } {
  const good = new Set(
    rows.filter((row) => qualifies(toDayPoint(row.bucket, row), rule)).map((row) => row.bucket),
  );
  let best = 0;
  let run = 0;
  let previous = Number.NaN;
  for (const day of [...good].sort((a, b) => a - b)) {
    run = day === previous + 1 ? run + 1 : 1;
    best = Math.max(best, run);
    previous = day;
  }
  let current = 0;
  let day = good.has(todayIndex) ? todayIndex : todayIndex - 1;
  while (good.has(day)) {
    current++;
    day--;
  }
  return { current, best };
}

/** Hour buckets (hours since the epoch, local) → a weekday × hour grid of the share of bad time. */
export function heatmap(rows: BucketRow[]): HeatCell[] {
  const cells = new Map<string, { minutes: number; bad: number; total: number }>();
  for (const row of rows) {
    const hour = ((row.bucket % 24) + 24) % 24;
    // 1970-01-01 was a Thursday (weekday 4).
    const weekday = (((Math.floor(row.bucket / 24) + 4) % 7) + 7) % 7;
    const key = `${weekday}:${hour}`;
    const cell = cells.get(key) ?? { minutes: 0, bad: 0, total: 0 };
    cell.minutes += row.minutes;
    cell.bad += row.bad;
    cell.total += row.good + row.fair + row.bad;
    cells.set(key, cell);
  }
  const grid: HeatCell[] = [];
  for (let weekday = 0; weekday < 7; weekday++)
    for (let hour = 0; hour < 24; hour++) {
      const cell = cells.get(`${weekday}:${hour}`);
      grid.push({
        weekday,
        hour,
        minutes: cell?.minutes ?? 0,
        badShare: cell ? share(cell.bad, cell.total) : null,
      });
    }
  return grid;
}

/** Hours of the day with at least this much tracking are compared for best and worst. */
const minMinutesForHour = 30;

export function bestAndWorstHours(rows: BucketRow[]) {
  const byHour = new Map<number, { good: number; total: number; minutes: number }>();
  for (const row of rows) {
    const hour = ((row.bucket % 24) + 24) % 24;
    const entry = byHour.get(hour) ?? { good: 0, total: 0, minutes: 0 };
    entry.good += row.good;
    entry.total += row.good + row.fair + row.bad;
    entry.minutes += row.minutes;
    byHour.set(hour, entry);
  }
  const ranked = [...byHour]
    .filter(([, entry]) => entry.minutes >= minMinutesForHour && entry.total > 0)
    .map(([hour, entry]) => ({ hour, goodShare: entry.good / entry.total }))
    .sort((a, b) => b.goodShare - a.goodShare || a.hour - b.hour);
  if (ranked.length < 2) return { bestHour: null, worstHour: null };
  return { bestHour: ranked[0]!, worstHour: ranked.at(-1)! };
}

/**
 * A minute of neck or trunk load: beyond ISO 11226's acceptable forward bending (neck 25°, trunk 20°)
 * in a side view, or, from the front, a head drop past the engine's "bad" line, the same posture seen
 * from in front.
 */
export function isNeckLoadMinute(metrics: Partial<Record<MetricId, number>>): boolean {
  return (
    (metrics.neck ?? 0) >= thresholds.neck.bad ||
    (metrics.torso ?? 0) >= thresholds.torso.bad ||
    (metrics.headDrop ?? 0) >= thresholds.headDrop.bad
  );
}

export const hourBucketToHour = (bucket: number) => ((bucket % 24) + 24) % 24;
export { hourMs };
