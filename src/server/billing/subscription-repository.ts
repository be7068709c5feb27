import type { Kysely } from 'kysely';
import {
  billingIntervals,
  planNames,
  proFeatures,
  subscriptionStatuses,
  type BillingInterval,
  type Plan,
  type SubscriptionRecord,
  type SubscriptionStatus,
} from '../../shared/billing/plans';
import type { Database } from '../db/schema';

export interface SubscriptionWrite {
  plan: Plan;
  status: SubscriptionStatus;
  interval: BillingInterval | null;
  currentPeriodEnd: number | null;
  cancelAtPeriodEnd: boolean;
  stripeSubscriptionId: string | null;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The subscription record and the user document's plan fields, kept in step in one place. */
export function subscriptionRepository(db: Kysely<Database>) {
  return {
    async find(userId: string): Promise<SubscriptionRecord | null> {
      const row = await db
        .selectFrom('subscription')
        .selectAll()
        .where('userId', '=', userId)
        .executeTakeFirst();
      if (!row) return null;
      return {
        plan: oneOf(planNames, row.plan, 'free'),
        status: oneOf(subscriptionStatuses, row.status, 'inactive'),
        features: JSON.parse(row.features) as Record<string, boolean>,
        interval: row.interval ? oneOf(billingIntervals, row.interval, 'month') : null,
        currentPeriodEnd: row.currentPeriodEnd === null ? null : Number(row.currentPeriodEnd),
        cancelAtPeriodEnd: Boolean(row.cancelAtPeriodEnd),
        managedByStripe: Boolean(row.stripeSubscriptionId),
      };
    },

    async stripeSubscriptionIdOf(userId: string): Promise<string | null> {
      const row = await db
        .selectFrom('subscription')
        .select('stripeSubscriptionId')
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row?.stripeSubscriptionId || null;
    },

    /**
     * Writes the record and mirrors plan + subscription id onto the user document (spec §3). Pro
     * records carry every pro feature; the stored map keeps the flags explicit for the client.
     */
    async save(userId: string, write: SubscriptionWrite): Promise<void> {
      const values = {
        plan: write.plan,
        status: write.status,
        features: JSON.stringify(write.plan === 'pro' ? proFeatures : {}),
        interval: write.interval,
        currentPeriodEnd: write.currentPeriodEnd,
        // 0/1 suits SQLite's integer and PostgreSQL's boolean column alike.
        cancelAtPeriodEnd: write.cancelAtPeriodEnd ? 1 : 0,
        stripeSubscriptionId: write.stripeSubscriptionId,
        updatedAt: Date.now(),
      };
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('subscription')
          .values({ userId, ...values })
          .onConflict((oc) => oc.column('userId').doUpdateSet(values))
          .execute();
        await trx
          .updateTable('user')
          .set({
            plan: write.plan === 'pro' && write.status === 'active' ? 'pro' : 'free',
            // The user document names the live subscription only; an ended one is kept in the record.
            stripeSubscriptionId: ['canceled', 'incomplete_expired'].includes(write.status)
              ? ''
              : (write.stripeSubscriptionId ?? ''),
            updatedAt: new Date().toISOString(),
          })
          .where('id', '=', userId)
          .execute();
      });
    },

    async stripeCustomerIdOf(
      userId: string,
    ): Promise<{ email: string; name: string; customerId: string } | null> {
      const row = await db
        .selectFrom('user')
        .select(['email', 'name', 'stripeCustomerId'])
        .where('id', '=', userId)
        .executeTakeFirst();
      return row ? { email: row.email, name: row.name, customerId: row.stripeCustomerId } : null;
    },

    /** Stores the customer id only if none is stored yet; returns the one that won. */
    async rememberCustomer(userId: string, customerId: string): Promise<string> {
      await db
        .updateTable('user')
        .set({ stripeCustomerId: customerId })
        .where('id', '=', userId)
        .where('stripeCustomerId', '=', '')
        .execute();
      const row = await db
        .selectFrom('user')
        .select('stripeCustomerId')
        .where('id', '=', userId)
        .executeTakeFirst();
      return row?.stripeCustomerId ?? customerId;
    },

    async userIdOfCustomer(customerId: string): Promise<string | null> {
      const row = await db
        .selectFrom('user')
        .select('id')
        .where('stripeCustomerId', '=', customerId)
        .executeTakeFirst();
      return row?.id ?? null;
    },

    async userIdByEmail(email: string): Promise<string | null> {
      const row = await db
        .selectFrom('user')
        .select('id')
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
      return row?.id ?? null;
    },
  };
}

export type SubscriptionRepository = ReturnType<typeof subscriptionRepository>;
