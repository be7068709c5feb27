import type { Kysely } from 'kysely';
import type { Plan } from '../../shared/billing/plans';
import { subscriptionRepository } from '../billing/subscription-repository';
import type { Database } from '../db/schema';

/**
 * Sets a user's plan by hand (self-hosting, tests, support). The record has no Stripe subscription
 * behind it, so nothing will renew or change it but this command.
 */
export async function setPlan(db: Kysely<Database>, email: string, plan: Plan): Promise<string> {
  const repository = subscriptionRepository(db);
  const userId = await repository.userIdByEmail(email);
  if (!userId) throw new Error(`No account uses the e-mail address ${email}.`);
  await repository.save(userId, {
    plan,
    status: plan === 'pro' ? 'active' : 'inactive',
    interval: null,
    currentPeriodEnd: null,
    cancelAtPeriodEnd: false,
    stripeSubscriptionId: null,
  });
  return userId;
}
