import type { MetricId } from '../engine/thresholds';

export type Learning = Partial<Record<MetricId, { fine: number; confirmed: number }>>;

/** Each "I'm sitting fine" widens that metric's limits by 12%… */
export const widenStep = 1.12;
/**
 * …up to 1.5× in all: the floor of sensitivity. However often a cue is waved away, a slouch half
 * again past the default limit still counts (the truth set's bad clips sit well beyond that).
 */
export const maxWiden = 1.5;

export function widenFactors(learning: Learning): Partial<Record<MetricId, number>> {
  return Object.fromEntries(
    (Object.entries(learning) as Array<[MetricId, { fine: number }]>)
      .filter(([, entry]) => entry.fine > 0)
      .map(([id, entry]) => [id, Math.min(maxWiden, widenStep ** entry.fine)]),
  );
}

const bump = (learning: Learning, metric: MetricId, key: 'fine' | 'confirmed'): Learning => {
  const entry = learning[metric] ?? { fine: 0, confirmed: 0 };
  return {
    ...learning,
    [metric]: { ...entry, [key]: Math.min(key === 'fine' ? 100 : 1_000_000, entry[key] + 1) },
  };
};

/** The user says the cue was wrong: they were sitting fine. */
export const recordSittingFine = (learning: Learning, metric: MetricId) => bump(learning, metric, 'fine');

/** The user acted on the cue: posture came back to good. */
export const recordConfirmed = (learning: Learning, metric: MetricId) => bump(learning, metric, 'confirmed');
