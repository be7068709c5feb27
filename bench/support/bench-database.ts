import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { insertHistory, insertVerifiedUser } from '../../src/server/admin/create-demo-user';
import { hashPassword } from '../../src/server/auth/password-hash';
import { createDatabase, type DatabaseHandle } from '../../src/server/db/create-database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { runAdminSql, testPostgresUrl, type TestDatabaseKind } from '../../tests/support/test-database';

export const benchPassword = 'bench passphrase 2026';

export interface BenchDatabase extends DatabaseHandle {
  /** DATABASE_URL for the server processes: this SQLite file, or this PostgreSQL database. */
  url: string;
  /** A private folder for DATA_DIR and an empty WEB_DIR. */
  dir: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database: a SQLite file in a temp folder, or a new database in this machine's PostgreSQL. */
export async function openBenchDatabase(kind: TestDatabaseKind): Promise<BenchDatabase> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'postura-bench-'));
  fs.mkdirSync(path.join(dir, 'web'));
  let handle: DatabaseHandle;
  let url: string;
  let dropDatabase: () => Promise<void> = async () => undefined;
  if (kind === 'sqlite') {
    const file = path.join(dir, 'postura.sqlite');
    handle = createDatabase({ kind, file });
    url = `sqlite:${file}`;
  } else {
    // A database of its own: other runs' schemas on the shared server cannot get in the way, and one
    // DROP removes everything the server processes made.
    const name = `postura_bench_${Date.now()}_${randomBytes(3).toString('hex')}`;
    await runAdminSql(`CREATE DATABASE ${name}`);
    const server = new URL(testPostgresUrl);
    server.pathname = `/${name}`;
    url = server.toString();
    handle = createDatabase({ kind, url });
    dropDatabase = () => runAdminSql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  try {
    await migrateToLatest(handle.db, handle.kind);
  } catch (error) {
    await handle.close().catch(() => undefined);
    await dropDatabase();
    throw error;
  }
  return {
    ...handle,
    url,
    dir,
    drop: async () => {
      await handle.close().catch(() => undefined);
      await dropDatabase();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * `count` verified users who sign in with `benchPassword` (one argon2id hash shared by all, so seeding
 * stays fast), each with `historyDays` of generated posture history. Returns their addresses.
 */
export async function seedUsers(
  database: DatabaseHandle,
  count: number,
  historyDays: number,
): Promise<string[]> {
  const hash = await hashPassword(benchPassword);
  const time = new Date().toISOString();
  const emails: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `bench-${i}@example.com`;
    const userId = await insertVerifiedUser(database.db, database.kind, { name: `Bench ${i}`, email });
    await database.db
      .insertInto('account')
      .values({
        id: randomUUID(),
        accountId: userId,
        providerId: 'credential',
        userId,
        password: hash,
        createdAt: time,
        updatedAt: time,
      })
      .execute();
    if (historyDays > 0) await insertHistory(database.db, database.kind, userId, historyDays, 0);
    emails.push(email);
  }
  return emails;
}

/** A distinct client address for the n-th simulated client (the servers trust X-Forwarded-For). */
export const clientIp = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
