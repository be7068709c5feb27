import type { MetricId } from '../../shared/posture/metric-thresholds';
import type { ProgressRange } from '../../shared/progress/progress-schemas';
import type { ReportInput } from './build-report';

/** A week as /progress's range answer gives it: seven days, each with minutes, a score and metric means. */
export function fakeWeek(
  from: string,
  days: Array<{ minutes: number; score?: number; metrics?: Partial<Record<MetricId, number>> }>,
): ProgressRange {
  const start = Date.parse(`${from}T00:00:00Z`);
  const points = days.map((d, i) => ({
    day: new Date(start + i * 86_400_000).toISOString().slice(0, 10),
    minutes: d.minutes,
    score: d.minutes ? (d.score ?? 70) : null,
    goodShare: d.minutes ? 0.7 : null,
    alerts: 0,
    metrics: d.metrics ?? {},
  }));
  const minutes = points.reduce((s, d) => s + d.minutes, 0);
  const scoreSum = points.reduce((s, d) => s + (d.score ?? 0) * d.minutes, 0);
  return {
    from,
    to: points.at(-1)!.day,
    days: points,
    heatmap: [],
    bestHour: null,
    worstHour: null,
    neckLoadMinutes: 0,
    totals: {
      minutes,
      goodShare: minutes ? 0.7 : null,
      score: minutes ? Math.round(scoreSum / minutes) : null,
      alerts: 0,
      snoozedSeconds: 0,
    },
  };
}

export const emptyDays = Array.from({ length: 7 }, () => ({ minutes: 0 }));

export function fakeInput(overrides: Partial<ReportInput> = {}): ReportInput {
  return {
    week: '2026-11-23',
    thisWeek: fakeWeek('2026-11-16', [
      { minutes: 60, score: 80, metrics: { lean: 0.02, headTilt: 9 } },
      { minutes: 30, score: 74, metrics: { lean: 0.02, headTilt: 10 } },
      { minutes: 0 },
      { minutes: 45, score: 78, metrics: { lean: 0.03, headTilt: 9 } },
      { minutes: 0 },
      { minutes: 90, score: 82, metrics: { lean: 0.02, headTilt: 8 } },
      { minutes: 15, score: 70, metrics: { lean: 0.02, headTilt: 9 } },
    ]),
    lastWeek: fakeWeek('2026-11-09', [
      { minutes: 40, score: 70, metrics: { lean: 0.08, headTilt: 9 } },
      ...Array.from({ length: 6 }, () => ({ minutes: 20, score: 72, metrics: { lean: 0.07, headTilt: 9 } })),
    ]),
    streak: { current: 2, best: 5 },
    recommendations: [
      {
        id: 'straightenHead',
        exercises: ['neckStretch', 'chinTuck'],
        reason: { share: 0.4, hour: 15 },
        priority: 0.4,
      },
    ],
    emptyWeeks: 0,
    ...overrides,
  };
}
