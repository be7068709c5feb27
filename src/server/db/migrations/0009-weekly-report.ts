import type { ColumnDataType, Kysely } from 'kysely';
import type { DatabaseKind } from './types';

/**
 * The weekly report by e-mail: each user's opt-in (weekday and hour in their IANA time zone), a log
 * of the reports handled (one row per user and week: the guard that sends each at most once), and on
 * SQLite the in-process job queue's table (PostgreSQL's queue is pg-boss, in its own schema).
 */
export function weeklyReportTables(kind: DatabaseKind) {
  const big: ColumnDataType = kind === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('weekly_report_setting')
        .addColumn('userId', 'text', (c) => c.primaryKey().references('user.id').onDelete('cascade'))
        .addColumn('enabled', 'integer', (c) => c.notNull())
        // 0 = Sunday … 6 = Saturday, as Date#getDay.
        .addColumn('weekday', 'integer', (c) => c.notNull())
        .addColumn('hour', 'integer', (c) => c.notNull())
        .addColumn('timeZone', 'text', (c) => c.notNull())
        // When the report was switched on: an occurrence before it is never sent.
        .addColumn('enabledAt', big, (c) => c.notNull())
        // The next send time (epoch ms), so the scheduler reads only due rows.
        .addColumn('nextDueAt', big)
        .addColumn('updatedAt', big, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('weekly_report_setting_due_idx')
        .on('weekly_report_setting')
        .columns(['enabled', 'nextDueAt'])
        .execute();
      await db.schema
        .createTable('weekly_report_log')
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        // The local day the report is for ("2026-11-23"): one report per user and week.
        .addColumn('week', 'text', (c) => c.notNull())
        // sending → sent | skipped
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('kind', 'text')
        .addColumn('updatedAt', big, (c) => c.notNull())
        .addPrimaryKeyConstraint('weekly_report_log_pk', ['userId', 'week'])
        .execute();
      if (kind === 'sqlite') {
        await db.schema
          .createTable('local_job')
          .addColumn('id', 'text', (c) => c.primaryKey())
          .addColumn('name', 'text', (c) => c.notNull())
          .addColumn('data', 'text', (c) => c.notNull())
          // created | retry | active | completed | failed (pg-boss's names)
          .addColumn('state', 'text', (c) => c.notNull())
          .addColumn('singletonKey', 'text')
          .addColumn('retryCount', 'integer', (c) => c.notNull())
          .addColumn('retryLimit', 'integer', (c) => c.notNull())
          .addColumn('retryDelay', 'integer', (c) => c.notNull())
          .addColumn('startAfter', big, (c) => c.notNull())
          .addColumn('startedAt', big)
          .addColumn('expireAt', big)
          .addColumn('completedAt', big)
          .addColumn('createdAt', big, (c) => c.notNull())
          .addColumn('output', 'text')
          .execute();
        await db.schema
          .createIndex('local_job_singleton_idx')
          .on('local_job')
          .columns(['name', 'singletonKey'])
          .unique()
          .execute();
        await db.schema
          .createIndex('local_job_fetch_idx')
          .on('local_job')
          .columns(['name', 'state', 'startAfter'])
          .execute();
      }
    },
    async down(db: Kysely<unknown>): Promise<void> {
      if (kind === 'sqlite') await db.schema.dropTable('local_job').execute();
      await db.schema.dropTable('weekly_report_log').execute();
      await db.schema.dropTable('weekly_report_setting').execute();
    },
  };
}
