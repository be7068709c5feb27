import type { Kysely } from 'kysely';
import { metricIds, type MetricId } from '../../shared/posture/metric-thresholds';
import type {
  ProgressRange,
  ProgressSummary,
  RangeQuery,
  StreakRule,
} from '../../shared/progress/progress-schemas';
import type { Database } from '../db/schema';
import { postureRepository } from '../posture/posture-repository';
import {
  bestAndWorstHours,
  dayIndexOf,
  dayStartUtc,
  fillDays,
  heatmap,
  isNeckLoadMinute,
  localDayIndex,
  streaks,
  toDayPoint,
} from './aggregate';
import { progressRepository } from './progress-repository';

/** The progress figures of /progress, built from the per-minute history. */
export function progressService(db: Kysely<Database>, rule: StreakRule) {
  const repository = progressRepository(db);
  const sessions = postureRepository(db);

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
      const fromMs = dayStartUtc(from, query.tzOffset);
      const toMs = dayStartUtc(to + 1, query.tzOffset);
      const [dayRows, hourRows, minutes] = await Promise.all([
        repository.days(userId, query.tzOffset, fromMs, toMs),
        repository.hours(userId, query.tzOffset, fromMs, toMs),
        repository.minutes(userId, fromMs, toMs),
      ]);
      const metricSums = new Map<number, Map<MetricId, { sum: number; count: number }>>();
      let neckLoadMinutes = 0;
      for (const minute of minutes) {
        if (isNeckLoadMinute(minute.metrics)) neckLoadMinutes++;
        const day = localDayIndex(minute.minute, query.tzOffset);
        const sums = metricSums.get(day) ?? new Map();
        for (const id of metricIds) {
          const value = minute.metrics[id];
          if (typeof value !== 'number') continue;
          const entry = sums.get(id) ?? { sum: 0, count: 0 };
          entry.sum += value;
          entry.count++;
          sums.set(id, entry);
        }
        metricSums.set(day, sums);
      }
      const days = fillDays(from, to, dayRows).map((point, i) => {
        const sums = metricSums.get(from + i);
        const metrics: Partial<Record<MetricId, number>> = {};
        for (const [id, entry] of sums ?? []) metrics[id] = entry.sum / entry.count;
        return { ...point, metrics };
      });
      const totals = dayRows.reduce(
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
        },
      };
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
