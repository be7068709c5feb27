import type { ColumnDataType, Kysely } from 'kysely';
import type { DatabaseKind } from './types';

/**
 * Desk-setup checks from /pose (issue 18): numbers and verdicts only, one row a check, so the history
 * shows when the desk was last checked and how it changed.
 */
export function deskCheckTables(kind: DatabaseKind) {
  const big: ColumnDataType = kind === 'postgres' ? 'bigint' : 'integer';
  const real: ColumnDataType = kind === 'postgres' ? 'double precision' : 'real';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('desk_check')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('distanceCm', 'integer', (c) => c.notNull())
        .addColumn('eyesAboveCm', 'integer', (c) => c.notNull())
        .addColumn('screenHeight', 'text', (c) => c.notNull())
        .addColumn('lightLevel', real, (c) => c.notNull())
        .addColumn('lighting', 'text', (c) => c.notNull())
        .addColumn('checkedAt', big, (c) => c.notNull())
        .addColumn('createdAt', big, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('desk_check_user_at')
        .on('desk_check')
        .columns(['userId', 'checkedAt'])
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('desk_check').execute();
    },
  };
}
