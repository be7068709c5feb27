import { metricIds, thresholds, type MetricId } from '../../shared/posture/metric-thresholds';
import type { ExerciseId, Recommendation } from '../../shared/progress/exercises';
import type { ProgressRange } from '../../shared/progress/progress-schemas';

/** What the report is made of: /progress's own figures for the two weeks (see report-data.ts). */
export interface ReportInput {
  /** The local day the report is sent on; it covers the seven days before it. */
  week: string;
  thisWeek: ProgressRange;
  lastWeek: ProgressRange;
  streak: { current: number; best: number };
  /** /progress's recommendations for the last 14 days, most important first. */
  recommendations: Recommendation[];
  /** Consecutive report weeks with nothing tracked, this one included (0 when it has tracking). */
  emptyWeeks: number;
}

/** After this many empty weeks in a row, a nudge; after that, nothing until the user tracks again. */
export const maxNudges = 3;

export interface MetricChange {
  metric: MetricId;
  /** This week's mean as a share of the metric's "fair" line (1 = at the line; lower is better). */
  load: number;
  /** Last week's load minus this week's: positive is better. Null without last week's figure. */
  improvement: number | null;
}

export type WeeklyReport =
  | {
      kind: 'report';
      week: string;
      from: string;
      to: string;
      score: number | null;
      previousScore: number | null;
      minutes: number;
      previousMinutes: number;
      /** One bar a day. */
      days: Array<{ day: string; minutes: number; score: number | null }>;
      best: MetricChange | null;
      worst: MetricChange | null;
      streak: { current: number; best: number };
      recommendation: Recommendation;
      exercise: ExerciseId;
    }
  | { kind: 'nudge'; week: string; emptyWeeks: number; exercise: ExerciseId }
  | { kind: 'none'; week: string; emptyWeeks: number };

/** Per-metric means of a range, each day's mean weighted by its tracked minutes. */
export function weeklyMetricMeans(range: ProgressRange): Partial<Record<MetricId, number>> {
  const means: Partial<Record<MetricId, number>> = {};
  for (const id of metricIds) {
    let sum = 0;
    let weight = 0;
    for (const day of range.days) {
      const mean = day.metrics[id];
      if (typeof mean !== 'number' || day.minutes === 0) continue;
      sum += mean * day.minutes;
      weight += day.minutes;
    }
    if (weight > 0) means[id] = sum / weight;
  }
  return means;
}

/**
 * The week in a few facts: score and minutes against the week before, the metric that did best
 * (most improved, else the one furthest inside its limit) and the one to work on (closest to or past
 * its limit), the streak, the first recommendation with its first exercise. Pure.
 */
export function buildReport(input: ReportInput): WeeklyReport {
  const { thisWeek, lastWeek } = input;
  if (thisWeek.totals.minutes === 0) {
    if (input.emptyWeeks > maxNudges) return { kind: 'none', week: input.week, emptyWeeks: input.emptyWeeks };
    return { kind: 'nudge', week: input.week, emptyWeeks: input.emptyWeeks, exercise: 'shoulderRolls' };
  }
  const now = weeklyMetricMeans(thisWeek);
  const before = weeklyMetricMeans(lastWeek);
  const changes: MetricChange[] = metricIds
    .filter((id) => typeof now[id] === 'number')
    .map((id) => {
      const load = now[id]! / thresholds[id].fair;
      const previous = before[id];
      return {
        metric: id,
        load,
        improvement: typeof previous === 'number' ? previous / thresholds[id].fair - load : null,
      };
    });
  const improved = changes
    .filter((c) => (c.improvement ?? 0) > 0)
    .sort((a, b) => b.improvement! - a.improvement! || a.metric.localeCompare(b.metric));
  const byLoad = [...changes].sort((a, b) => a.load - b.load || a.metric.localeCompare(b.metric));
  const best = improved[0] ?? byLoad[0] ?? null;
  const worstCandidate = byLoad.at(-1) ?? null;
  const worst = worstCandidate && worstCandidate.metric !== best?.metric ? worstCandidate : null;
  const recommendation = input.recommendations[0] ?? {
    id: 'keepItUp',
    exercises: ['doorwayStretch'],
    reason: {},
    priority: 0,
  };
  return {
    kind: 'report',
    week: input.week,
    from: thisWeek.from,
    to: thisWeek.to,
    score: thisWeek.totals.score,
    previousScore: lastWeek.totals.score,
    minutes: thisWeek.totals.minutes,
    previousMinutes: lastWeek.totals.minutes,
    days: thisWeek.days.map((d) => ({ day: d.day, minutes: d.minutes, score: d.score })),
    best,
    worst,
    streak: input.streak,
    recommendation,
    exercise: recommendation.exercises[0] ?? 'shoulderRolls',
  };
}
