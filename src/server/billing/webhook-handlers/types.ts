import type { FastifyBaseLogger } from 'fastify';
import type Stripe from 'stripe';
import type { BillingService } from '../billing-service';

/** One Stripe event type's handler. It throws to make the endpoint answer 5xx, so Stripe retries. */
export type WebhookHandler = (
  event: Stripe.Event,
  billing: BillingService,
  log: FastifyBaseLogger,
) => Promise<void>;

export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

/** Since API 2025-03-31 an invoice names its subscription under parent.subscription_details. */
export const subscriptionOfInvoice = (invoice: Stripe.Invoice): string | null =>
  idOf(invoice.parent?.subscription_details?.subscription);
