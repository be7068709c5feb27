import { thresholds, type MetricId } from '../../shared/posture/metric-thresholds';
import type { ExerciseId, Recommendation, RecommendationId } from '../../shared/progress/exercises';

export interface MinuteSample {
  minute: number;
  secondsGood: number;
  secondsFair: number;
  secondsBad: number;
  metrics: Partial<Record<MetricId, number>>;
}

export interface SessionSpan {
  startedAt: number;
  endedAt: number | null;
}

/** What each metric, when it is often off, calls for. */
const byMetric: Record<MetricId, { id: RecommendationId; exercises: ExerciseId[] }> = {
  lean: { id: 'moveScreenBack', exercises: ['chinTuck', 'thoracicExtension'] },
  headForward: { id: 'moveScreenBack', exercises: ['chinTuck', 'neckStretch'] },
  headDrop: { id: 'raiseScreen', exercises: ['chinTuck', 'neckStretch'] },
  neck: { id: 'raiseScreen', exercises: ['chinTuck', 'neckStretch'] },
  shoulderTilt: { id: 'levelShoulders', exercises: ['sideBend', 'shoulderRolls'] },
  headTilt: { id: 'straightenHead', exercises: ['neckStretch', 'chinTuck'] },
  lateralLean: { id: 'centerYourself', exercises: ['sideBend', 'seatedTwist'] },
  torso: { id: 'sitBack', exercises: ['catCow', 'thoracicExtension'] },
};

/** Below this much tracking there is not enough to say anything personal. */
const minTrackedMinutes = 60;
/** A metric off (at least "fair") in this share of its minutes is worth a recommendation. */
const minShare = 0.15;
const longSittingMs = 60 * 60_000;
const hourMs = 3_600_000;

const localHour = (epochMs: number, offsetMinutes: number) =>
  Math.floor((epochMs + offsetMinutes * 60_000) / hourMs) % 24;

function peakHour(minutes: number[], offsetMinutes: number): number | undefined {
  const counts = new Array<number>(24).fill(0);
  for (const minute of minutes) counts[localHour(minute, offsetMinutes)]!++;
  const max = Math.max(...counts);
  return max > 0 ? counts.indexOf(max) : undefined;
}

/**
 * Picks what matters from a user's recent minutes: the metrics most often off (with when it happens),
 * long sittings without a break, the worst hour of the day — most important first. Pure: the same
 * history always gives the same advice.
 */
export function recommend(
  minutes: MinuteSample[],
  sessions: SessionSpan[],
  offsetMinutes: number,
): Recommendation[] {
  if (minutes.length < minTrackedMinutes)
    return [
      { id: 'trackMore', exercises: ['shoulderRolls'], reason: { minutes: minutes.length }, priority: 0 },
    ];

  const found = new Map<RecommendationId, Recommendation>();
  for (const metric of Object.keys(byMetric) as MetricId[]) {
    const measured = minutes.filter((m) => typeof m.metrics[metric] === 'number');
    if (measured.length < minTrackedMinutes / 2) continue;
    const off = measured.filter((m) => m.metrics[metric]! >= thresholds[metric].fair);
    const share = off.length / measured.length;
    if (share < minShare) continue;
    const advice = byMetric[metric];
    const existing = found.get(advice.id);
    if (existing && existing.priority >= share) continue;
    found.set(advice.id, {
      id: advice.id,
      exercises: advice.exercises,
      reason: {
        share,
        hour: peakHour(
          off.map((m) => m.minute),
          offsetMinutes,
        ),
      },
      priority: share,
    });
  }

  const long = sessions.filter((s) => s.endedAt !== null && s.endedAt - s.startedAt >= longSittingMs).length;
  if (long >= 2)
    found.set('takeBreaks', {
      id: 'takeBreaks',
      exercises: ['standAndWalk', 'eyeRest'],
      reason: { count: long },
      priority: Math.min(0.6, 0.2 + 0.05 * long),
    });

  // The hour of the day with the largest share of bad time (given enough of it).
  const byHour = new Map<number, { bad: number; total: number; minutes: number }>();
  for (const m of minutes) {
    const hour = localHour(m.minute, offsetMinutes);
    const entry = byHour.get(hour) ?? { bad: 0, total: 0, minutes: 0 };
    entry.bad += m.secondsBad;
    entry.total += m.secondsGood + m.secondsFair + m.secondsBad;
    entry.minutes++;
    byHour.set(hour, entry);
  }
  const worst = [...byHour]
    .filter(([, e]) => e.minutes >= 30 && e.total > 0)
    .map(([hour, e]) => ({ hour, share: e.bad / e.total }))
    .sort((a, b) => b.share - a.share)[0];
  if (worst && worst.share >= 0.25)
    found.set('worstHourReminder', {
      id: 'worstHourReminder',
      exercises: ['shoulderRolls', 'scapularSqueeze'],
      reason: { hour: worst.hour, share: worst.share },
      priority: worst.share * 0.8,
    });

  const ranked = [...found.values()].sort((a, b) => b.priority - a.priority || a.id.localeCompare(b.id));
  if (ranked.length === 0)
    return [{ id: 'keepItUp', exercises: ['doorwayStretch', 'wristStretch'], reason: {}, priority: 0 }];
  return ranked;
}

/** Pro's week: each day two or three exercises drawn in turn from the recommendations, plus eye rest. */
export function weeklyPlan(
  recommendations: Recommendation[],
): Array<{ weekday: number; exercises: ExerciseId[] }> {
  const pool = [...new Set(recommendations.flatMap((r) => r.exercises))];
  if (pool.length === 0) pool.push('shoulderRolls');
  return Array.from({ length: 7 }, (_, weekday) => {
    const picks = new Set<ExerciseId>();
    for (let i = 0; i < Math.min(2, pool.length); i++) picks.add(pool[(weekday * 2 + i) % pool.length]!);
    picks.add('eyeRest');
    return { weekday, exercises: [...picks] };
  });
}
