import { median, type Calibration } from './calibration';
import { asMoveNet, deviations, type MoveNetUnits } from './deviations';
import type { FrameMeasurement } from './metrics';
import type { Limits } from './score';
import { metricIds, type MetricId } from './thresholds';

/**
 * "Show me how you slouch" (optional, after calibrating): the user sits the way they do when tired
 * for a few seconds, and where "bad" begins follows their own slouch. A front camera cannot tell every
 * slouch from harmless movement at one limit for everyone — BlazePose reads one person's 10 cm
 * lean-in at a laptop camera at under half its size, another's at its size (docs/benchmarks.md) — but
 * it can tell this user's own slouch from their upright posture. It only ever makes Postura stricter, and never stricter than the strictest
 * sensitivity, so it cannot be used to switch cues off nor to make them twitch at every breath.
 */
export const ownSlouchMs = 5000;
/** The cue comes at this share of the slouch shown: the same slouch again is caught with a margin. */
export const catchShare = 0.85;
/** Never below this share of the model's default bad limit (the strictest sensitivity is ×0.55). */
export const floorShare = 0.55;
/** A metric that moved less than this share of its default bad limit was not part of the slouch. */
export const movedShare = 0.6;
/**
 * Nor was one that moved much less (against its limit) than the measure the slouch moved most: a
 * head let down also nudges the shoulder line, and tightening that would cue a harmless sideways lean;
 * it also brings the head forward (it turns about the base of the neck), and tightening that would
 * cue typing. A bowed head moves the forward head 0.7 as much as its head drop (MoveNet, laptop).
 */
export const dominantShare = 0.75;
/**
 * A bow and a lean bring the face toward the screen, so the forward head moves with either: it is
 * part of the slouch shown only when it moved as much as they did (against their limits). BlazePose
 * reads a 30° bow at 0.96 of its head drop's limit and 1.25 of its lean's, with MoveNet's forward head
 * at 1.10 (decision 045): tightening the forward head after that bow cued sitting 5 cm nearer.
 */
const movesWith: Partial<Record<MetricId, MetricId[]>> = { headForward: ['headDrop', 'lean'] };

type SlouchKey = `slouch${Capitalize<MetricId>}`;
const keyOf = (id: MetricId) => `slouch${id[0]!.toUpperCase()}${id.slice(1)}` as SlouchKey;
export type OwnSlouchFields = Partial<Record<SlouchKey, number>>;

/**
 * The slouch shown, as each metric's median deviation from the calibrated posture over the hold
 * (the first second is skipped: the user is still moving into it). Empty when too little was seen.
 * `units` as for `deviations`: the model's.
 */
export function ownSlouchFrom(
  frames: Array<{ t: number; frame: FrameMeasurement | null }>,
  calibration: Calibration,
  units: MoveNetUnits = asMoveNet,
): OwnSlouchFields {
  const start = frames[0]?.t ?? 0;
  const held = frames
    .filter((f) => f.t - start >= 1000)
    .map((f) => f.frame)
    .filter((f): f is FrameMeasurement => f !== null && f.view === calibration.view);
  if (held.length < 5) return {};
  const result: OwnSlouchFields = {};
  for (const id of metricIds) {
    const values = held
      .map((f) => deviations(f, calibration, units)[id])
      .filter((v): v is number => v !== undefined);
    if (values.length >= 5) result[keyOf(id)] = median(values);
  }
  return result;
}

/** The slouch kept in a calibration, per metric. */
export function ownSlouch(calibration: Calibration | undefined): Partial<Record<MetricId, number>> {
  if (!calibration) return {};
  return Object.fromEntries(
    metricIds.flatMap((id) => (calibration[keyOf(id)] === undefined ? [] : [[id, calibration[keyOf(id)]!]])),
  );
}

/** The calibration without a slouch shown ("Forget my slouch", or before showing it again). */
export function withoutOwnSlouch(calibration: Calibration): Calibration {
  const result = { ...calibration };
  for (const id of metricIds) delete result[keyOf(id)];
  return result;
}

/**
 * The metrics the slouch shown tightens, given the model's default limits: those it moved by a good
 * part of their bad limit, and nearly as much as its main measure. The others keep their limits (a
 * slouch shown with the head alone says nothing about leaning sideways).
 */
export function slouchMetrics(
  slouch: Partial<Record<MetricId, number>>,
  defaults: Record<MetricId, Limits>,
): MetricId[] {
  const ratios = (Object.keys(slouch) as MetricId[]).map((id) => ({
    id,
    ratio: slouch[id]! / defaults[id].bad,
  }));
  const most = Math.max(0, ...ratios.map((r) => r.ratio));
  const ratioOf = (id: MetricId) => ratios.find((r) => r.id === id)?.ratio ?? 0;
  return ratios
    .filter((r) => r.ratio >= movedShare && r.ratio >= most * dominantShare)
    .filter((r) => (movesWith[r.id] ?? []).every((other) => r.ratio >= ratioOf(other)))
    .map((r) => r.id);
}

/** A metric's bad limit from the slouch shown (before "I'm sitting fine" widens it). */
export const ownBadLimit = (shown: number, defaultBad: number) =>
  Math.max(defaultBad * floorShare, shown * catchShare);
