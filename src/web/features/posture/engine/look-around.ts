import type { Calibration } from './calibration';
import { deviations } from './deviations';
import type { FrameMeasurement } from './metrics';
import type { MetricId } from './thresholds';

/**
 * After the upright hold, calibration asks the user to look at each corner of the screen while still
 * sitting upright: the head movement that reading the screen takes. Limits never fall inside it, so
 * reading the bottom of a page is never taken for a slouch.
 */
export const lookAroundMs = 8000;
export const screenCorners = ['topLeft', 'topRight', 'bottomRight', 'bottomLeft'] as const;
export type ScreenCorner = (typeof screenCorners)[number];

export const cornerAt = (elapsedMs: number): ScreenCorner =>
  screenCorners[
    Math.min(screenCorners.length - 1, Math.floor((elapsedMs / lookAroundMs) * screenCorners.length))
  ]!;

/** The metrics the eyes' movement moves. */
const lookMetrics = ['headDrop', 'headTilt'] as const satisfies readonly MetricId[];

/** The upper quartile of each head metric while looking around (a stray frame or two does not count). */
export function lookAroundAllowance(
  frames: Array<FrameMeasurement | null>,
  calibration: Calibration,
): Partial<Calibration> {
  const seen = frames.filter((f): f is FrameMeasurement => f !== null && f.view === calibration.view);
  if (seen.length < 5) return {};
  const result: Partial<Calibration> = {};
  for (const id of lookMetrics) {
    const values = seen
      .map((f) => deviations(f, calibration)[id])
      .filter((v): v is number => v !== undefined)
      .sort((a, b) => a - b);
    if (values.length >= 5) result[allowanceKey(id)] = values[Math.floor(values.length * 0.75)]!;
  }
  return result;
}

/**
 * A look at another screen (a laptop below a monitor, a second monitor beside it) adds to what the
 * first look allowed: each metric keeps the larger allowance, so reading either screen stays in range.
 */
export function mergeLookAround(
  previous: Partial<Calibration>,
  next: Partial<Calibration>,
): Partial<Calibration> {
  const result: Partial<Calibration> = {};
  for (const key of ['allowHeadDrop', 'allowHeadTilt'] as const) {
    const values = [previous[key], next[key]].filter((v): v is number => v !== undefined);
    if (values.length) result[key] = Math.max(...values);
  }
  return result;
}

const allowanceKey = (id: (typeof lookMetrics)[number]) =>
  id === 'headDrop' ? ('allowHeadDrop' as const) : ('allowHeadTilt' as const);

export function allowances(calibration: Calibration | undefined): Partial<Record<MetricId, number>> {
  if (!calibration) return {};
  const result: Partial<Record<MetricId, number>> = {};
  if (calibration.allowHeadDrop !== undefined) result.headDrop = calibration.allowHeadDrop;
  if (calibration.allowHeadTilt !== undefined) result.headTilt = calibration.allowHeadTilt;
  return result;
}
