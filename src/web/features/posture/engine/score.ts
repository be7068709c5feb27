import type { Level, MetricId } from './thresholds';

export interface Limits {
  fair: number;
  bad: number;
}

/** The score range each status shows: the number and the words never disagree. */
export const statusBands: Record<Level, { min: number; max: number }> = {
  good: { min: 75, max: 100 },
  fair: { min: 50, max: 74 },
  bad: { min: 0, max: 49 },
};

/**
 * How far a metric has gone on the status scale: 0 at calibration, 1 at its fair limit, 2 at its bad
 * limit, 3 at twice the bad limit (the score's floor).
 */
export function severity(value: number, limits: Limits): number {
  if (value <= limits.fair) return Math.max(0, value / limits.fair);
  if (value <= limits.bad) return 1 + (value - limits.fair) / (limits.bad - limits.fair);
  return Math.min(3, 2 + (value - limits.bad) / limits.bad);
}

/**
 * 100 when every metric sits at its calibrated value, falling through the good band (100–75) up to
 * the fair limit, the fair band (74–50) up to the bad limit and the bad band (49–0) beyond; the worst
 * metric decides. Clamped into the band of the status shown, which follows the same limits with a
 * little delay and hysteresis.
 */
export function scoreFor(
  devs: Partial<Record<MetricId, number>>,
  limits: Partial<Record<MetricId, Limits>>,
  status: Level,
): number {
  let worst = 0;
  for (const [id, value] of Object.entries(devs) as Array<[MetricId, number]>) {
    const limit = limits[id];
    if (limit) worst = Math.max(worst, severity(value, limit));
  }
  const raw = worst <= 1 ? 100 - 25 * worst : worst <= 2 ? 75 - 25 * (worst - 1) : 50 - 50 * (worst - 2);
  const band = statusBands[status];
  return Math.round(Math.min(band.max, Math.max(band.min, raw)));
}
