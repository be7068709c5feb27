import { sql, type Kysely } from 'kysely';
import type { StreakRule } from '../../shared/progress/progress-schemas';
import type { Database } from '../db/schema';
import type { DatabaseKind } from '../db/migrations/types';
import { dayStartUtc, streaks } from '../progress/aggregate';
import { progressRepository } from '../progress/progress-repository';
import { progressService } from '../progress/progress-service';
import { recommend } from '../progress/recommend';
import type { ReportInput } from './build-report';
import { isoDayOf } from './zoned-time';

const weekMs = 7 * 86_400_000;
/** The same window /progress's recommendations read. */
const recommendationDays = 14;

/**
 * Gathers a report's figures with /progress's own code: its range roll-up for this week and the week
 * before (score, minutes, per-day metric means), its streak rule over the daily roll-ups, and its
 * recommendations over the last 14 days. Nothing is computed differently from the page.
 */
export function reportData(db: Kysely<Database>, kind: DatabaseKind, rule: StreakRule) {
  const service = progressService(db, kind, rule);
  const repository = progressRepository(db, kind);

  /** The end of the last hour with tracking before `beforeMs`, or null. */
  async function lastTrackedEnd(userId: string, beforeMs: number): Promise<number | null> {
    const row = await db
      .selectFrom('posture_hour')
      .select(sql<string | number | null>`max(${sql.ref('hour')})`.as('last'))
      .where('userId', '=', userId)
      .where('hour', '<', beforeMs)
      .executeTakeFirst();
    return row?.last === null || row?.last === undefined ? null : Number(row.last) + 3_600_000;
  }

  return async function gather(options: {
    userId: string;
    /** The local day index the report is sent on. */
    dayIndex: number;
    offsetMinutes: number;
    /** When the user switched the report on (counts empty weeks of someone who never tracked). */
    enabledAt: number;
  }): Promise<ReportInput> {
    const { userId, dayIndex, offsetMinutes } = options;
    const start = dayStartUtc(dayIndex, offsetMinutes);
    const range = (from: number, to: number) =>
      service.range(userId, { from: isoDayOf(from), to: isoDayOf(to), tzOffset: offsetMinutes });
    const since = dayStartUtc(dayIndex - recommendationDays, offsetMinutes);
    const [thisWeek, lastWeek, days, minutes, sessions] = await Promise.all([
      range(dayIndex - 7, dayIndex - 1),
      range(dayIndex - 14, dayIndex - 8),
      repository.days(userId, offsetMinutes, 0, start),
      repository.minutes(userId, since, start),
      repository.sessionSpans(userId, since),
    ]);
    let emptyWeeks = 0;
    if (thisWeek.totals.minutes === 0) {
      // Counted from the last tracking, or from opting in when that came later (a user back after a
      // long pause gets the nudges again).
      const reference = Math.max((await lastTrackedEnd(userId, start)) ?? 0, options.enabledAt);
      emptyWeeks = Math.max(1, Math.floor((start - reference) / weekMs));
    }
    return {
      week: isoDayOf(dayIndex),
      thisWeek,
      lastWeek,
      streak: streaks(days, dayIndex - 1, rule),
      recommendations: recommend(minutes, sessions, offsetMinutes),
      emptyWeeks,
    };
  };
}
