import type Stripe from 'stripe';
import type { WebhookHandler } from './types';

/** The subscription ended: the re-read shows it canceled and the user goes back to free. */
export const customerSubscriptionDeleted: WebhookHandler = async (event, billing) => {
  await billing.sync((event.data.object as Stripe.Subscription).id);
};
