import { Migrator, sql, type Kysely, type MigrationProvider } from 'kysely';
import { migrationsFor } from './migrations';
import type { DatabaseKind } from './migrations/types';
import type { Database } from './schema';

/** Brings the schema up to date; run at start-up by every process (Kysely locks so only one applies). */
export async function migrateToLatest(db: Kysely<Database>, kind: DatabaseKind): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(kind) };
  // Kysely looks for its own tables in every schema unless told which one: on PostgreSQL, another
  // schema's Postura (another instance, a parallel test) would make it skip creating them in ours.
  const migrationTableSchema =
    kind === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  const migrator = new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
