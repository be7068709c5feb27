/** The posture metrics Postura watches, each compared with the user's calibrated upright posture. */
export const metricIds = [
  'headDrop',
  'lean',
  'shoulderTilt',
  'headTilt',
  'lateralLean',
  'neck',
  'torso',
  // Last, so the CSV export keeps its earlier columns where they were.
  'headForward',
] as const;
export type MetricId = (typeof metricIds)[number];

export type Level = 'good' | 'fair' | 'bad';

/**
 * How far from calibration each metric may go before it reads fair or bad, at the default
 * sensitivity. Units: shoulder widths (headDrop, lateralLean), relative size (lean, headForward),
 * degrees (tilts, inclinations). Neck 15°/25° and trunk 10°/20° follow ISO 11226's acceptable
 * forward-bending ranges.
 */
export const thresholds: Record<MetricId, { fair: number; bad: number }> = {
  headDrop: { fair: 0.1, bad: 0.18 },
  lean: { fair: 0.1, bad: 0.2 },
  headForward: { fair: 0.06, bad: 0.08 },
  shoulderTilt: { fair: 5, bad: 9 },
  headTilt: { fair: 9, bad: 15 },
  lateralLean: { fair: 0.12, bad: 0.22 },
  neck: { fair: 15, bad: 25 },
  torso: { fair: 10, bad: 20 },
};

/** Metrics a glance at the keyboard moves; they must stay off for longer before they count. */
export const headMetrics: ReadonlySet<MetricId> = new Set(['headDrop', 'headTilt', 'neck']);

/**
 * Metrics of bending forward, the head or the trunk. ISO 11226 accepts their middle range only for a
 * while, so minutes of "Almost there" on one of them earn a gentle cue. Bending sideways within its
 * limit (the tilts and the sideways lean, up to 10°) is acceptable however long it is held.
 */
export const forwardBendMetrics: ReadonlySet<MetricId> = new Set([
  'headDrop',
  'lean',
  'headForward',
  'neck',
  'torso',
]);

/** Sensitivity 1 (relaxed) … 10 (strict); 5 is the default every free user gets. */
export const defaultSensitivity = 5;

export function sensitivityFactor(sensitivity: number): number {
  const clamped = Math.min(10, Math.max(1, sensitivity));
  // 1 → thresholds ×1.6, 5 → ×1, 10 → ×0.55.
  return clamped <= 5 ? 1 + ((5 - clamped) / 4) * 0.6 : 1 - ((clamped - 5) / 5) * 0.45;
}
