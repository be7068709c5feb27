import { z } from 'zod';
import type { MetricId } from '../posture/metric-thresholds';
import type { SessionSummary } from '../posture/posture-schemas';

/**
 * Progress queries. Days are the user's local days: the browser sends its offset from UTC in minutes
 * (`-new Date().getTimezoneOffset()`), and dates as YYYY-MM-DD in that time zone.
 */
const tzOffset = z.coerce.number().int().min(-840).max(840).default(0);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'must be a date such as 2026-11-22' });
const dayMs = 86_400_000;

export const maxRangeDays = 366;

export const summaryQuerySchema = z.object({ tzOffset });

export const rangeQuerySchema = z
  .object({ tzOffset, from: isoDay, to: isoDay })
  .refine((q) => !Number.isNaN(Date.parse(q.from)) && !Number.isNaN(Date.parse(q.to)), {
    message: 'must be real dates',
  })
  .refine((q) => Date.parse(q.to) >= Date.parse(q.from), { message: '`to` must not be before `from`' })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / dayMs < maxRangeDays, {
    message: `a range covers at most ${maxRangeDays} days`,
  });

export type RangeQuery = z.infer<typeof rangeQuerySchema>;

/** One local day of tracking. Shares and scores are null on a day with nothing tracked. */
export interface DayPoint {
  day: string;
  minutes: number;
  score: number | null;
  goodShare: number | null;
  alerts: number;
}

export interface StreakRule {
  minMinutes: number;
  minGoodShare: number;
}

export interface SessionItem {
  id: string;
  startedAt: number;
  endedAt: number | null;
  deviceLabel: string | null;
  summary: SessionSummary | null;
}

export interface ProgressSummary {
  today: DayPoint;
  /** The last seven local days, oldest first, today last (days without tracking count zero). */
  week: DayPoint[];
  streak: { current: number; best: number; rule: StreakRule };
  sessions: SessionItem[];
}

/** Weekday 0 = Sunday … 6 = Saturday; hour 0–23, local. */
export interface HeatCell {
  weekday: number;
  hour: number;
  minutes: number;
  badShare: number | null;
}

export interface ProgressRange {
  from: string;
  to: string;
  days: Array<DayPoint & { metrics: Partial<Record<MetricId, number>> }>;
  heatmap: HeatCell[];
  bestHour: { hour: number; goodShare: number } | null;
  worstHour: { hour: number; goodShare: number } | null;
  /** Minutes spent beyond the acceptable neck and trunk ranges (ISO 11226 for side views). */
  neckLoadMinutes: number;
  totals: {
    minutes: number;
    goodShare: number | null;
    score: number | null;
    alerts: number;
    /** Seconds tracked while cues were paused (snoozed or quiet hours). */
    snoozedSeconds: number;
  };
}
