import type { TFunction } from 'i18next';
import { BillingApiError } from './billing-api';

const known = new Set([
  'payments_not_configured',
  'payment_service_unavailable',
  'already_pro',
  'already_active',
  'no_subscription',
  'not_found',
]);

/** A failed billing call in the reader's language; unknown failures get a general message. */
export function billingErrorMessage(t: TFunction, error: unknown): string {
  if (error instanceof BillingApiError) {
    if (error.code === 'NETWORK') return t('billing.errors.network');
    if (known.has(error.code)) return t(`billing.errors.${error.code}`);
  }
  return t('billing.errors.unknown');
}
