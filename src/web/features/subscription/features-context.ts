import type { Features } from '../../../shared/billing/plans';
import { useSubscription } from './subscription-context';

export type { Features };
export { freeFeatures } from '../../../shared/billing/plans';

/** The feature flags in force for the current user (spec §3): what pro-only controls check. */
export function useFeatures(): Features {
  return useSubscription().features;
}
