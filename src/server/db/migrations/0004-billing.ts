import type { ColumnDataType, Kysely } from 'kysely';
import type { DatabaseKind } from './types';

/**
 * The subscription record (spec §3, keyed by user id) and the Stripe events already handled: the
 * event id is the primary key, so two deliveries of one event cannot both be claimed.
 */
export function billingTables(kind: DatabaseKind) {
  const big: ColumnDataType = kind === 'postgres' ? 'bigint' : 'integer';
  const bool: ColumnDataType = kind === 'postgres' ? 'boolean' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('subscription')
        .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('plan', 'text', (c) => c.notNull().defaultTo('free'))
        .addColumn('status', 'text', (c) => c.notNull().defaultTo('inactive'))
        .addColumn('features', 'text', (c) => c.notNull().defaultTo('{}'))
        .addColumn('interval', 'text')
        .addColumn('currentPeriodEnd', big)
        .addColumn('cancelAtPeriodEnd', bool, (c) => c.notNull().defaultTo(kind === 'postgres' ? false : 0))
        .addColumn('stripeSubscriptionId', 'text')
        .addColumn('updatedAt', big, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('subscription_stripe_idx')
        .on('subscription')
        .column('stripeSubscriptionId')
        .execute();
      await db.schema
        .createTable('billing_event')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('receivedAt', big, (c) => c.notNull())
        .addColumn('processedAt', big)
        .execute();
      await db.schema.createIndex('user_stripe_customer_idx').on('user').column('stripeCustomerId').execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropIndex('user_stripe_customer_idx').execute();
      await db.schema.dropTable('billing_event').execute();
      await db.schema.dropTable('subscription').execute();
    },
  };
}
