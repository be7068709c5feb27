import type { Kysely } from 'kysely';

/**
 * Snoozed time (issue 18): each minute keeps how many of its seconds cues were paused — snoozed or in
 * quiet hours — while posture was still measured, and each hourly roll-up sums them, so the summary
 * and /progress show that time apart. Existing rows had no snooze: 0.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('posture_minute')
    .addColumn('secondsSnoozed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('posture_hour')
    .addColumn('snoozed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('posture_hour').dropColumn('snoozed').execute();
  await db.schema.alterTable('posture_minute').dropColumn('secondsSnoozed').execute();
}
