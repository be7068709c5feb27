import { createContext, useContext } from 'react';
import {
  proFeatures,
  type BillingInterval,
  type Features,
  type SubscriptionRecord,
  type SubscriptionStatus,
} from '../../../shared/billing/plans';

/** The subscription state of spec §3/§4, with the record the billing pages show. */
export interface SubscriptionContextValue {
  /** True from "Upgrade" until the browser leaves for Checkout (or the attempt fails). */
  isUpgrading: boolean;
  isPro: boolean;
  features: Features;
  subscriptionStatus: SubscriptionStatus;
  /** The stored record, null for free users without one. */
  subscription: SubscriptionRecord | null;
  /** True until the first answer for the signed-in user (spec: fetched 1 s after sign-in changes). */
  loading: boolean;
  refresh(): Promise<void>;
  /** Creates a Checkout Session and sends the browser to it (back to pages in `language`). */
  startUpgrade(interval: BillingInterval, language: string): Promise<void>;
}

/** Spec §3: with no provider at all, every feature is enabled. */
const withoutProvider: SubscriptionContextValue = {
  isUpgrading: false,
  isPro: false,
  features: proFeatures,
  subscriptionStatus: 'active',
  subscription: null,
  loading: false,
  refresh: async () => undefined,
  startUpgrade: async () => undefined,
};

export const SubscriptionContext = createContext<SubscriptionContextValue>(withoutProvider);

export function useSubscription(): SubscriptionContextValue {
  return useContext(SubscriptionContext);
}
