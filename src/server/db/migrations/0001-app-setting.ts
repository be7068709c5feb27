import { sql, type Kysely } from 'kysely';

// Timestamps are ISO-8601 text on both engines so repositories read the same shape everywhere.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_setting')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('updated_at', 'text', (col) => col.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_setting').execute();
}
