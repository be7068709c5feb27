import type Stripe from 'stripe';
import type { WebhookHandler } from './types';

export const customerSubscriptionCreated: WebhookHandler = async (event, billing) => {
  await billing.sync((event.data.object as Stripe.Subscription).id);
};
