import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** A claim older than this is taken to belong to a crashed process and may be taken over. */
const staleClaimMs = 5 * 60_000;

/**
 * Exactly-once handling of Stripe events. Claiming inserts the event id (the primary key), so of two
 * simultaneous deliveries only one wins; a handled event is marked processed; a failed one is released
 * so Stripe's retry can claim it again.
 */
export function billingEventLog(db: Kysely<Database>) {
  return {
    /** 'claimed' → handle it; 'done' → already handled; 'busy' → another delivery is handling it now. */
    async claim(id: string, type: string, now = Date.now()): Promise<'claimed' | 'done' | 'busy'> {
      const inserted = await db
        .insertInto('billing_event')
        .values({ id, type, receivedAt: now, processedAt: null })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return 'claimed';
      const row = await db.selectFrom('billing_event').selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return this.claim(id, type, now);
      if (row.processedAt !== null) return 'done';
      // Take over a claim left by a process that died mid-handling (compare-and-set on receivedAt).
      if (now - Number(row.receivedAt) > staleClaimMs) {
        const taken = await db
          .updateTable('billing_event')
          .set({ receivedAt: now })
          .where('id', '=', id)
          .where('receivedAt', '=', row.receivedAt)
          .where('processedAt', 'is', null)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) > 0) return 'claimed';
      }
      return 'busy';
    },

    async markProcessed(id: string): Promise<void> {
      await db.updateTable('billing_event').set({ processedAt: Date.now() }).where('id', '=', id).execute();
    },

    async release(id: string): Promise<void> {
      await db.deleteFrom('billing_event').where('id', '=', id).where('processedAt', 'is', null).execute();
    },
  };
}
