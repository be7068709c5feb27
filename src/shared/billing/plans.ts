/**
 * Plans and feature flags (spec §3, §6): one table both sides read, so the server enforces exactly
 * what the interface shows. No zod here: this file is in the app's first bundle (request schemas live
 * in billing-schemas.ts).
 */
export const featureNames = [
  'basic_posture',
  'sensitivity_control',
  'background_notifications',
  'advanced_metrics',
  'sound_alerts',
] as const;

export type FeatureName = (typeof featureNames)[number];
export type Features = Record<FeatureName, boolean>;

/** Free: live detection only. */
export const freeFeatures: Features = {
  basic_posture: true,
  sensitivity_control: false,
  background_notifications: false,
  advanced_metrics: false,
  sound_alerts: false,
};

export const proFeatures: Features = {
  basic_posture: true,
  sensitivity_control: true,
  background_notifications: true,
  advanced_metrics: true,
  sound_alerts: true,
};

export const planNames = ['free', 'pro'] as const;
export type Plan = (typeof planNames)[number];

export const billingIntervals = ['month', 'year'] as const;
export type BillingInterval = (typeof billingIntervals)[number];

/** Stripe's subscription statuses plus our `inactive` (no subscription yet, spec §3 default). */
export const subscriptionStatuses = [
  'inactive',
  'active',
  'trialing',
  'past_due',
  'unpaid',
  'canceled',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Spec §4: pro only when plan is pro and status is active. */
export function isProRecord(record: Pick<SubscriptionRecord, 'plan' | 'status'> | null | undefined): boolean {
  return record?.plan === 'pro' && record.status === 'active';
}

/** Spec §3/§4: a pro record's features merged over the free defaults; anything else gets the free set. */
export function effectiveFeatures(
  record: Pick<SubscriptionRecord, 'plan' | 'status' | 'features'> | null | undefined,
): Features {
  if (!record || !isProRecord(record)) return { ...freeFeatures };
  const merged = { ...freeFeatures };
  for (const name of featureNames) {
    const value = record.features[name];
    if (typeof value === 'boolean') merged[name] = value;
  }
  return merged;
}

/** The subscription record as the API returns it (spec §3 plus the fields the billing pages show). */
export interface SubscriptionRecord {
  plan: Plan;
  status: SubscriptionStatus;
  features: Record<string, boolean>;
  interval: BillingInterval | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  /** Whether a Stripe subscription backs the record (an operator-set plan has none). */
  managedByStripe: boolean;
}

export interface PlanPrice {
  interval: BillingInterval;
  /** In the currency's minor unit (cents). */
  amount: number;
  currency: string;
}

export interface BillingConfig {
  /** False when this server has no Stripe keys: the upgrade page says payments are not configured. */
  paymentsEnabled: boolean;
  prices: PlanPrice[];
}

export interface InvoiceSummary {
  id: string;
  number: string | null;
  created: number;
  amount: number;
  currency: string;
  status: string;
  pdfUrl: string | null;
  hostedUrl: string | null;
}
