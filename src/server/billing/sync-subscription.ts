import type Stripe from 'stripe';
import type { FastifyBaseLogger } from 'fastify';
import {
  billingIntervals,
  subscriptionStatuses,
  type BillingInterval,
  type SubscriptionStatus,
} from '../../shared/billing/plans';
import type { SubscriptionRepository } from './subscription-repository';

const endedStatuses = new Set<string>(['canceled', 'incomplete_expired']);

/**
 * Writes Stripe's current state of one subscription to our record. Every webhook handler ends here and
 * re-reads the subscription rather than trusting the event's copy, so events arriving late or out of
 * order converge on what Stripe holds now. Returns the user it belongs to (null if unknown).
 */
export async function syncSubscription(
  stripe: Stripe,
  repository: SubscriptionRepository,
  subscriptionId: string,
  log: FastifyBaseLogger,
): Promise<string | null> {
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  const customerId =
    typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  const userId = subscription.metadata.userId || (await repository.userIdOfCustomer(customerId));
  if (!userId) {
    log.warn({ subscriptionId }, 'billing: a subscription for an unknown customer was ignored');
    return null;
  }
  const ended = endedStatuses.has(subscription.status);
  // A late event about an old, ended subscription must not overwrite the one the user has now.
  const current = await repository.stripeSubscriptionIdOf(userId);
  if (ended && current && current !== subscription.id) return userId;

  const item = subscription.items.data[0];
  const interval = item?.price.recurring?.interval;
  await repository.save(userId, {
    plan: ended ? 'free' : 'pro',
    status: subscriptionStatuses.includes(subscription.status as SubscriptionStatus)
      ? (subscription.status as SubscriptionStatus)
      : 'inactive',
    interval: billingIntervals.includes(interval as BillingInterval) ? (interval as BillingInterval) : null,
    currentPeriodEnd: item ? item.current_period_end * 1000 : null,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    stripeSubscriptionId: subscription.id,
  });
  return userId;
}
