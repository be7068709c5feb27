import type Stripe from 'stripe';
import { subscriptionOfInvoice, type WebhookHandler } from './types';

/** A renewal or a recovered payment: the subscription may have gone from past_due back to active. */
export const invoicePaid: WebhookHandler = async (event, billing) => {
  const subscriptionId = subscriptionOfInvoice(event.data.object as Stripe.Invoice);
  if (subscriptionId) await billing.sync(subscriptionId);
};
