import type { ColumnDataType, Kysely } from 'kysely';
import type { DatabaseKind } from './types';

/** Page views and web vitals sent by the app to our own server (no third party unless configured). */
export function analyticsEventTables(kind: DatabaseKind) {
  const big: ColumnDataType = kind === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('analytics_event')
        .addColumn('id', kind === 'postgres' ? 'bigserial' : 'integer', (c) =>
          kind === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
        )
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('params', 'text', (c) => c.notNull())
        .addColumn('path', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('at', big, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('analytics_event_at_idx')
        .on('analytics_event')
        .columns(['name', 'at'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('analytics_event').execute();
    },
  };
}
