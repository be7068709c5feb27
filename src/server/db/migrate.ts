import { Migrator, type Kysely, type MigrationProvider } from 'kysely';
import { migrationsFor } from './migrations';
import type { DatabaseKind } from './migrations/types';
import type { Database } from './schema';

/** Brings the schema up to date; run at start-up by every process (Kysely locks so only one applies). */
export async function migrateToLatest(db: Kysely<Database>, kind: DatabaseKind): Promise<string[]> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(kind) };
  const migrator = new Migrator({ db, provider });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
