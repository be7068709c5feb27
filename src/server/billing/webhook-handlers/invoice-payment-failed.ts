import type Stripe from 'stripe';
import { subscriptionOfInvoice, type WebhookHandler } from './types';

/** A failed renewal: Stripe marks the subscription past_due, which ends pro until the card is fixed. */
export const invoicePaymentFailed: WebhookHandler = async (event, billing, log) => {
  const invoice = event.data.object as Stripe.Invoice;
  const subscriptionId = subscriptionOfInvoice(invoice);
  log.warn({ invoiceId: invoice.id, subscriptionId }, 'billing: a payment failed');
  if (subscriptionId) await billing.sync(subscriptionId);
};
