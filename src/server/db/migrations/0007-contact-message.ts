import type { ColumnDataType, Kysely } from 'kysely';
import type { DatabaseKind } from './types';

/** Messages sent from /contact, kept so none is lost if the support mailbox is unreachable. */
export function contactMessageTables(kind: DatabaseKind) {
  const big: ColumnDataType = kind === 'postgres' ? 'bigint' : 'integer';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('contact_message')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('topic', 'text', (c) => c.notNull())
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('language', 'text', (c) => c.notNull())
        .addColumn('userId', 'text')
        .addColumn('createdAt', big, (c) => c.notNull())
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      await db.schema.dropTable('contact_message').execute();
    },
  };
}
