import type Stripe from 'stripe';
import type { WebhookHandler } from './types';

/** Interval switches, cancellations at period end, renewals and status changes all arrive here. */
export const customerSubscriptionUpdated: WebhookHandler = async (event, billing) => {
  await billing.sync((event.data.object as Stripe.Subscription).id);
};
