import type { PoseModelChoice } from '../detector/pose-models';
import type { measureGroups as settingsMeasureGroups } from '../../../../shared/posture/posture-schemas';
import type { MoveNetUnits } from './deviations';
import { headShiftBad } from './forward-head-from-side';
import { ownBadLimit, slouchMetrics } from './own-slouch';
import type { Limits } from './score';
import { sensitivityFactor, thresholds, type MetricId } from './thresholds';

/**
 * Fair and bad limits per pose model at the default sensitivity, from the accuracy benchmark
 * (`npm run bench:accuracy`, docs/benchmarks.md): the two models place shoulders, ears and eyes
 * differently, so the same slouch moves their metrics by different amounts. Each bad limit sits below
 * what the model read on every clip labelled bad (ISO 11226 and the rules of the truth set) and above
 * what it read on good and everyday clips; the margins are in the benchmark's table.
 */
export const modelThresholds: Record<PoseModelChoice, Record<MetricId, Limits>> = {
  fast: {
    ...thresholds,
    headDrop: { fair: 0.08, bad: 0.1 },
    lean: { fair: 0.09, bad: 0.13 },
    // Between a head 3 cm forward (0.030–0.043, good) and 6 cm (0.077 and up, bad); at 0.05 / 0.065
    // typing held for minutes was cued (decision 026).
    headForward: { fair: 0.06, bad: 0.075 },
    shoulderTilt: { fair: 6.5, bad: 9 },
    headTilt: { fair: 7, bad: 11 },
    lateralLean: { fair: 0.08, bad: 0.12 },
  },
  precise: {
    ...thresholds,
    headDrop: { fair: 0.085, bad: 0.105 },
    // The lean is MoveNet's, read beside BlazePose (decision 079); the bad line is MoveNet's, so it is
    // not scaled.
    lean: { fair: 0.1, bad: 0.13 },
    // The forward head is MoveNet's, read beside BlazePose and scaled ×(0.16 / 0.075) (decision 045),
    // so both limits are MoveNet's in these units: bad 0.16 (0.075 × 2.13), fair 0.128 (0.06 × 2.13).
    // At fair 0.12 (0.056 in MoveNet's units, under MoveNet's own 0.06) the fifth person's typing held
    // for 3 minutes got the gentle cue (decision 052). BlazePose's own forward head, left for a
    // calibration made before decision 045, reads typing up to 0.147 (decision 025).
    headForward: { fair: 0.128, bad: 0.16 },
    shoulderTilt: { fair: 10.5, bad: 13 },
    headTilt: { fair: 7, bad: 11 },
    lateralLean: { fair: 0.08, bad: 0.12 },
  },
};

/**
 * A head shifted sideways from one side, in each model's forward-head units: the shift is the same for
 * both models (decision 035), their face growth is not, so it takes the same share of each one's limit.
 */
const headForwardPerShift = (model: PoseModelChoice) => modelThresholds[model].headForward.bad / headShiftBad;

/**
 * The model's units per unit of MoveNet's, for what BlazePose reads on MoveNet beside it (decisions
 * 045, 046): the same share of each model's bad limit.
 */
export const moveNetUnits = (model: PoseModelChoice): MoveNetUnits => ({
  headForward: headForwardPerShift(model),
  shoulderTilt: modelThresholds[model].shoulderTilt.bad / modelThresholds.fast.shoulderTilt.bad,
  headDrop: modelThresholds[model].headDrop.bad / modelThresholds.fast.headDrop.bad,
});

/** The measures a Pro user can tune one by one. */
export const measureGroups = {
  // A head pushed forward is a head posture, and bowing the head moves it forward too (it turns
  // about the base of the neck): relaxing the head relaxes both.
  headDrop: ['headDrop', 'headForward', 'neck'],
  lean: ['lean', 'torso'],
  tilts: ['shoulderTilt', 'headTilt', 'lateralLean'],
  // The settings schema (shared with the server) names the same groups.
} as const satisfies Record<(typeof settingsMeasureGroups)[number], readonly MetricId[]>;
export type MeasureGroup = keyof typeof measureGroups;
export const measureGroupIds = Object.keys(measureGroups) as MeasureGroup[];

export const groupOf = (metric: MetricId): MeasureGroup =>
  measureGroupIds.find((group) => (measureGroups[group] as readonly MetricId[]).includes(metric))!;

export interface LimitOptions {
  /** Overall sensitivity 1–10 (5 for every free user). */
  sensitivity: number;
  /** Pro: a sensitivity per measure, overriding the overall one. */
  measureSensitivity?: Partial<Record<MeasureGroup, number>>;
  /** What the user taught Postura ("I'm sitting fine"): a factor ≥ 1 per metric. */
  widen?: Partial<Record<MetricId, number>>;
  /** How far looking around the screen moved each metric at calibration: limits stay outside it. */
  allowance?: Partial<Record<MetricId, number>>;
  /** The user's own slouch, shown once after calibrating (own-slouch.ts): bad begins before it. */
  ownSlouch?: Partial<Record<MetricId, number>>;
}

/** Limits clear a calibrated look around the screen by these factors, up to twice the default bad limit. */
const clearLook = { fair: 1.1, bad: 1.35, cap: 2 };

export function limitsFor(model: PoseModelChoice, options: LimitOptions): Record<MetricId, Limits> {
  const base = modelThresholds[model];
  const shown = new Set(slouchMetrics(options.ownSlouch ?? {}, base));
  return Object.fromEntries(
    (Object.keys(base) as MetricId[]).map((id) => {
      const sensitivity = options.measureSensitivity?.[groupOf(id)] ?? options.sensitivity;
      const widen = options.widen?.[id] ?? 1;
      const factor = sensitivityFactor(sensitivity) * widen;
      // The user's own slouch only ever brings bad nearer (and "I'm sitting fine" still widens it).
      const own = shown.has(id) ? ownBadLimit(options.ownSlouch![id]!, base[id].bad) * widen : Infinity;
      const look = options.allowance?.[id] ?? 0;
      const bad = Math.max(
        Math.min(base[id].bad * factor, own),
        Math.min(look * clearLook.bad, base[id].bad * clearLook.cap),
      );
      const fair = Math.min(
        bad * (own < Infinity ? 0.75 : 0.9),
        Math.max(base[id].fair * factor, look * clearLook.fair),
      );
      return [id, { fair, bad }];
    }),
  ) as Record<MetricId, Limits>;
}

/**
 * Deviations in the reference model's units (MoveNet's, the shared `thresholds` the server compares
 * history with), so minutes recorded with either model mean the same on /progress.
 */
export function inReferenceUnits(
  model: PoseModelChoice,
  devs: Partial<Record<MetricId, number>>,
): Partial<Record<MetricId, number>> {
  return Object.fromEntries(
    (Object.entries(devs) as Array<[MetricId, number]>).map(([id, value]) => [
      id,
      (value * thresholds[id].bad) / modelThresholds[model][id].bad,
    ]),
  );
}
