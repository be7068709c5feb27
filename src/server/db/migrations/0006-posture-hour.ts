import type { ColumnDataType, Kysely, Transaction } from 'kysely';
import type { Database } from '../schema';
import { recomputeHours, recomputeHoursIn } from '../../progress/hour-rollup';
import type { DatabaseKind } from './types';

/**
 * Hourly roll-ups of posture minutes, per user. Dashboards read these (≤ 24 rows a day) instead of
 * every minute (60 a tracked hour), which keeps a year of history fast on both engines. Uploads add to
 * them in the same transaction as their minutes; re-sends and deletions recompute them from the minutes.
 */
export function postureHourTables(kind: DatabaseKind) {
  const big: ColumnDataType = kind === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('posture_hour')
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('hour', big, (c) => c.notNull())
        .addColumn('minutes', 'integer', (c) => c.notNull())
        .addColumn('good', 'integer', (c) => c.notNull())
        .addColumn('fair', 'integer', (c) => c.notNull())
        .addColumn('bad', 'integer', (c) => c.notNull())
        .addColumn('alerts', 'integer', (c) => c.notNull())
        .addColumn('scoreSum', 'integer', (c) => c.notNull())
        .addColumn('neckLoad', 'integer', (c) => c.notNull())
        .addColumn('metrics', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('posture_hour_pk', ['userId', 'hour'])
        .execute();
      // History stored before this migration gets its roll-ups now.
      const typed = db as unknown as Kysely<Database>;
      const users = await typed.selectFrom('posture_minute').select('userId').distinct().execute();
      // On PostgreSQL the migration already runs in a transaction, which cannot open another.
      for (const { userId } of users)
        if (typed.isTransaction) await recomputeHoursIn(typed as Transaction<Database>, userId, 'all');
        else await recomputeHours(typed, kind, userId, 'all');
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('posture_hour').execute();
    },
  };
}
