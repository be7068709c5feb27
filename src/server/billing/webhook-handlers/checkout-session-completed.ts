import type Stripe from 'stripe';
import { idOf, type WebhookHandler } from './types';

/** A paid Checkout: remember the customer for the user who started it, then record the subscription. */
export const checkoutSessionCompleted: WebhookHandler = async (event, billing) => {
  const session = event.data.object as Stripe.Checkout.Session;
  if (session.mode !== 'subscription') return;
  const customerId = idOf(session.customer);
  if (session.client_reference_id && customerId)
    await billing.repository.rememberCustomer(session.client_reference_id, customerId);
  const subscriptionId = idOf(session.subscription);
  if (subscriptionId) await billing.sync(subscriptionId);
};
