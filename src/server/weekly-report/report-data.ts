import { sql, type Kysely } from 'kysely';
import type { StreakRule } from '../../shared/progress/progress-schemas';
import type { Database } from '../db/schema';
import type { DatabaseKind } from '../db/migrations/types';
import { dayMs, dayStartUtc, streaks, type BucketRow } from '../progress/aggregate';
import {
  daySums,
  minuteColumns,
  toBucketRow,
  toHourRow,
  toMinuteRow,
  toSessionSpan,
} from '../progress/progress-repository';
import { foldRange, type HourRow } from '../progress/progress-service';
import { recommend, type MinuteSample, type SessionSpan } from '../progress/recommend';
import type { ReportInput } from './build-report';
import { isoDayOf } from './zoned-time';

const weekMs = 7 * dayMs;
/** The same window /progress's recommendations read. */
const recommendationDays = 14;

type Numeric = number | string | null;

export interface ReportSubject {
  userId: string;
  /** When the user switched the report on (counts the empty weeks of someone who never tracked). */
  enabledAt: number;
}

function groupBy<T extends { userId: string }>(rows: T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const list = groups.get(row.userId);
    if (list) list.push(row);
    else groups.set(row.userId, [row]);
  }
  return groups;
}

/**
 * Gathers reports' figures with /progress's own code: its range fold (foldRange) over the hourly
 * roll-ups for this week and the week before, its streak rule (streaks) over the daily sums, and its
 * recommendations (recommend) over the last 14 days of minutes — for a batch of users due the same
 * local day, in five queries whatever the batch's size (the job passes one user, the benchmark many).
 */
export function reportData(db: Kysely<Database>, _kind: DatabaseKind, rule: StreakRule) {
  return async function gatherMany(
    subjects: ReportSubject[],
    options: { dayIndex: number; offsetMinutes: number },
  ): Promise<Map<string, ReportInput>> {
    const { dayIndex, offsetMinutes } = options;
    const ids = subjects.map((s) => s.userId);
    const start = dayStartUtc(dayIndex, offsetMinutes);
    const lastWeekStart = dayStartUtc(dayIndex - 7, offsetMinutes);
    const since = dayStartUtc(dayIndex - recommendationDays, offsetMinutes);
    // Literal, not a parameter (as progress-repository's days): SQLite would divide bound reals.
    const shift = Math.trunc(offsetMinutes) * 60_000;
    const bucket = sql<Numeric>`(${sql.ref('hour')} + ${sql.lit(shift)}) / ${sql.lit(dayMs)}`;

    const [hours, dayRows, minutes, sessions, lastHours] = await Promise.all([
      db
        .selectFrom('posture_hour')
        .selectAll()
        .where('userId', 'in', ids)
        .where('hour', '>=', since)
        .where('hour', '<', start)
        .orderBy('hour')
        .execute(),
      // progress-repository's daily sums, per user: every day before the report's, for the streaks.
      db
        .selectFrom('posture_hour')
        .select(['userId', bucket.as('bucket'), ...daySums()])
        .where('userId', 'in', ids)
        .where('hour', '<', start)
        .groupBy([sql`1`, sql`2`])
        .execute(),
      db
        .selectFrom('posture_minute')
        .select(['userId', ...minuteColumns])
        .where('userId', 'in', ids)
        .where('minute', '>=', since)
        .where('minute', '<', start)
        .orderBy('minute')
        .execute(),
      db
        .selectFrom('posture_session')
        .select(['userId', 'startedAt', 'endedAt'])
        .where('userId', 'in', ids)
        .where('startedAt', '>=', since)
        .execute(),
      db
        .selectFrom('posture_hour')
        .select(['userId', sql<Numeric>`max(${sql.ref('hour')})`.as('last')])
        .where('userId', 'in', ids)
        .where('hour', '<', start)
        .groupBy('userId')
        .execute(),
    ]);

    const hoursBy = groupBy(hours.map((row) => ({ userId: row.userId, row: toHourRow(row) })));
    const daysBy = groupBy(dayRows.map((row) => ({ userId: row.userId, ...toBucketRow(row) })));
    const minutesBy = groupBy(minutes.map((row) => ({ ...toMinuteRow(row), userId: row.userId })));
    const sessionsBy = groupBy(sessions.map((row) => ({ userId: row.userId, ...toSessionSpan(row) })));
    const lastBy = new Map(lastHours.map((row) => [row.userId, Number(row.last) + 3_600_000]));

    const range = (from: number, to: number, rows: HourRow[]) =>
      foldRange({ from: isoDayOf(from), to: isoDayOf(to), tzOffset: offsetMinutes }, rows);
    const inputs = new Map<string, ReportInput>();
    for (const subject of subjects) {
      const own = (hoursBy.get(subject.userId) ?? []).map((h) => h.row);
      const thisWeek = range(
        dayIndex - 7,
        dayIndex - 1,
        own.filter((h) => h.hour >= lastWeekStart),
      );
      const lastWeek = range(
        dayIndex - 14,
        dayIndex - 8,
        own.filter((h) => h.hour < lastWeekStart),
      );
      let emptyWeeks = 0;
      if (thisWeek.totals.minutes === 0) {
        // Counted from the last tracking, or from opting in when that came later (a user back after
        // a long pause gets the nudges again).
        const reference = Math.max(lastBy.get(subject.userId) ?? 0, subject.enabledAt);
        emptyWeeks = Math.max(1, Math.floor((start - reference) / weekMs));
      }
      inputs.set(subject.userId, {
        week: isoDayOf(dayIndex),
        thisWeek,
        lastWeek,
        streak: streaks((daysBy.get(subject.userId) ?? []) as BucketRow[], dayIndex - 1, rule),
        recommendations: recommend(
          (minutesBy.get(subject.userId) ?? []) as MinuteSample[],
          (sessionsBy.get(subject.userId) ?? []) as SessionSpan[],
          offsetMinutes,
        ),
        emptyWeeks,
      });
    }
    return inputs;
  };
}
