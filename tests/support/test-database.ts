import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/create-database';

/** The PostgreSQL server on this machine (trust auth); override with TEST_DATABASE_URL. */
export const testPostgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type TestDatabaseKind = 'sqlite' | 'postgres';

/** One statement on this machine's PostgreSQL on a connection of its own (create/drop schemas, databases). */
export async function runAdminSql(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: testPostgresUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database for one test file: a new SQLite file in a temp folder, or a new schema in
 * the real PostgreSQL server. `drop()` removes it again.
 */
export async function openTestDatabase(
  kind: TestDatabaseKind,
): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  if (kind === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'postura-db-'));
    const handle = createDatabase({ kind: 'sqlite', file: path.join(dir, 'test.sqlite') });
    return {
      ...handle,
      drop: async () => {
        await handle.close().catch(() => undefined);
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `test_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE SCHEMA ${schema}`));
  const handle = createDatabase({ kind: 'postgres', url: testPostgresUrl }, { schema });
  return {
    ...handle,
    drop: async () => {
      await handle.close().catch(() => undefined);
      await withAdminClient((client) => client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`));
    },
  };
}

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testPostgresUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
