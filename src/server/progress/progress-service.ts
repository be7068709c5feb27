import type { Kysely } from 'kysely';
import { metricIds, type MetricId } from '../../shared/posture/metric-thresholds';
import type {
  ProgressRange,
  ProgressSummary,
  RangeQuery,
  StreakRule,
} from '../../shared/progress/progress-schemas';
import type { DatabaseKind } from '../db/migrations/types';
import type { Database } from '../db/schema';
import { postureRepository } from '../posture/posture-repository';
import {
  bestAndWorstHours,
  dayMs,
  hourMs,
  type BucketRow,
  dayIndexOf,
  dayStartUtc,
  fillDays,
  heatmap,
  localDayIndex,
  streaks,
  toDayPoint,
} from './aggregate';
import { progressRepository } from './progress-repository';

/** The progress figures of /progress, built from the per-minute history. */
export function progressService(db: Kysely<Database>, kind: DatabaseKind, rule: StreakRule) {
  const repository = progressRepository(db, kind);
  const sessions = postureRepository(db, kind);

  return {
    /** For everyone: today, the last seven days, streaks and recent sessions. */
    async summary(userId: string, offsetMinutes: number, now = Date.now()): Promise<ProgressSummary> {
      const today = localDayIndex(now, offsetMinutes);
      // Streaks need every day; grouped by day that is a few hundred rows even after years.
      const allDays = await repository.days(userId, offsetMinutes, 0, dayStartUtc(today + 1, offsetMinutes));
      const week = fillDays(today - 6, today, allDays);
      return {
        today: toDayPoint(
          today,
          allDays.find((row) => row.bucket === today),
        ),
        week,
        streak: { ...streaks(allDays, today, rule), rule },
        sessions: await sessions.listSessions(userId, 20),
      };
    },

    /** Pro: any range — daily series with per-metric means, heat map, best/worst hours, neck load. */
    async range(userId: string, query: RangeQuery): Promise<ProgressRange> {
      const from = dayIndexOf(query.from);
      const to = dayIndexOf(query.to);
      const hours = await repository.hours(
        userId,
        dayStartUtc(from, query.tzOffset),
        dayStartUtc(to + 1, query.tzOffset),
      );
      return foldRange(query, hours);
    },

    /** Pro: every minute of a range as CSV (local time column included for spreadsheets). */
    async csv(userId: string, query: RangeQuery): Promise<string> {
      const fromMs = dayStartUtc(dayIndexOf(query.from), query.tzOffset);
      const toMs = dayStartUtc(dayIndexOf(query.to) + 1, query.tzOffset);
      const minutes = await repository.minutes(userId, fromMs, toMs);
      const header = [
        'minute_utc',
        'minute_local',
        'score',
        'seconds_good',
        'seconds_fair',
        'seconds_bad',
        'alerts',
        'seconds_snoozed',
        ...metricIds,
      ];
      const lines = minutes.map((m) => {
        const local = new Date(m.minute + query.tzOffset * 60_000)
          .toISOString()
          .slice(0, 16)
          .replace('T', ' ');
        return [
          new Date(m.minute).toISOString(),
          local,
          m.score,
          m.secondsGood,
          m.secondsFair,
          m.secondsBad,
          m.alerts,
          m.secondsSnoozed ?? 0,
          ...metricIds.map((id) =>
            typeof m.metrics[id] === 'number' ? Number(m.metrics[id]!.toFixed(4)) : '',
          ),
        ].join(',');
      });
      return [header.join(','), ...lines].join('\r\n') + '\r\n';
    },

    deleteSession: (userId: string, sessionId: string) => repository.deleteSession(userId, sessionId),
  };
}

/** A user's hourly roll-ups as the repository reads them. */
export type HourRow = Awaited<ReturnType<ReturnType<typeof progressRepository>['hours']>>[number];

/**
 * /progress's range figures from the hourly roll-ups of that range (all within `query`'s days):
 * daily series with per-metric means, heat map, best and worst hours, neck load and totals. Pure, so
 * the weekly report folds the same rows the same way (weekly-report/report-data.ts).
 */
export function foldRange(query: RangeQuery, hours: HourRow[]): ProgressRange {
  const from = dayIndexOf(query.from);
  const to = dayIndexOf(query.to);
  // Folds the hourly roll-ups in memory: at most 24 rows a day.
  const shift = query.tzOffset * 60_000;
  const asBucket = (bucket: number, h: (typeof hours)[number]): BucketRow => ({ bucket, ...h });
  const dayRows = new Map<number, BucketRow>();
  const hourRows: BucketRow[] = [];
  const metricSums = new Map<number, Map<MetricId, [number, number]>>();
  let neckLoadMinutes = 0;
  let snoozedSeconds = 0;
  for (const h of hours) {
    snoozedSeconds += h.snoozed;
    const day = Math.floor((h.hour + shift) / dayMs);
    const local = Math.floor((h.hour + shift) / hourMs);
    hourRows.push(asBucket(local, h));
    const sum = dayRows.get(day) ?? {
      bucket: day,
      minutes: 0,
      good: 0,
      fair: 0,
      bad: 0,
      alerts: 0,
      scoreSum: 0,
    };
    sum.minutes += h.minutes;
    sum.good += h.good;
    sum.fair += h.fair;
    sum.bad += h.bad;
    sum.alerts += h.alerts;
    sum.scoreSum += h.scoreSum;
    dayRows.set(day, sum);
    neckLoadMinutes += h.neckLoad;
    const metrics = metricSums.get(day) ?? new Map<MetricId, [number, number]>();
    for (const id of metricIds) {
      const pair = h.metrics[id];
      if (!pair) continue;
      const total = metrics.get(id) ?? [0, 0];
      metrics.set(id, [total[0] + pair[0], total[1] + pair[1]]);
    }
    metricSums.set(day, metrics);
  }
  const days = fillDays(from, to, [...dayRows.values()]).map((point, i) => {
    const metrics: Partial<Record<MetricId, number>> = {};
    for (const [id, [sum, count]] of metricSums.get(from + i) ?? []) if (count > 0) metrics[id] = sum / count;
    return { ...point, metrics };
  });
  const totals = [...dayRows.values()].reduce(
    (t, row) => ({
      minutes: t.minutes + row.minutes,
      good: t.good + row.good,
      all: t.all + row.good + row.fair + row.bad,
      alerts: t.alerts + row.alerts,
      scoreSum: t.scoreSum + row.scoreSum,
    }),
    { minutes: 0, good: 0, all: 0, alerts: 0, scoreSum: 0 },
  );
  return {
    from: query.from,
    to: query.to,
    days,
    heatmap: heatmap(hourRows),
    ...bestAndWorstHours(hourRows),
    neckLoadMinutes,
    totals: {
      minutes: totals.minutes,
      goodShare: totals.all > 0 ? totals.good / totals.all : null,
      score: totals.minutes > 0 ? Math.round(totals.scoreSum / totals.minutes) : null,
      alerts: totals.alerts,
      snoozedSeconds,
    },
  };
}
