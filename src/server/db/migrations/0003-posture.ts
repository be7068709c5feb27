import type { ColumnDataType, Kysely } from 'kysely';
import type { DatabaseKind } from './types';

/**
 * Posture history: a session per sitting, and one row per minute of it. Times are epoch milliseconds
 * (bigint), so progress queries can bucket by hour and day on both engines. (sessionId, minute) is
 * unique: a re-sent minute is recognised, never counted twice.
 */
export function postureTables(kind: DatabaseKind) {
  const big: ColumnDataType = kind === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('posture_session')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('startedAt', big, (c) => c.notNull())
        .addColumn('endedAt', big)
        .addColumn('deviceLabel', 'text')
        .addColumn('calibration', 'text')
        .addColumn('summary', 'text')
        .execute();
      await db.schema
        .createIndex('posture_session_user_started_idx')
        .on('posture_session')
        .columns(['userId', 'startedAt'])
        .execute();
      await db.schema
        .createTable('posture_minute')
        .addColumn('sessionId', 'text', (c) =>
          c.notNull().references('posture_session.id').onDelete('cascade'),
        )
        .addColumn('userId', 'text', (c) => c.notNull())
        .addColumn('minute', big, (c) => c.notNull())
        .addColumn('score', 'integer', (c) => c.notNull())
        .addColumn('secondsGood', 'integer', (c) => c.notNull())
        .addColumn('secondsFair', 'integer', (c) => c.notNull())
        .addColumn('secondsBad', 'integer', (c) => c.notNull())
        .addColumn('alerts', 'integer', (c) => c.notNull())
        .addColumn('metrics', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('posture_minute_pk', ['sessionId', 'minute'])
        .execute();
      // Dashboards read a user's minutes by time.
      await db.schema
        .createIndex('posture_minute_user_minute_idx')
        .on('posture_minute')
        .columns(['userId', 'minute'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('posture_minute').execute();
      await db.schema.dropTable('posture_session').execute();
    },
  };
}
