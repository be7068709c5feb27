import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, type SqliteDatabase } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config/load-config';
import type { Database } from './schema';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseConfig['kind'];
  close(): Promise<void>;
}

export interface PostgresOptions {
  /** Run every query in this schema (tests use a fresh schema per run). */
  schema?: string;
}

/** Opens SQLite (the embedded default) or PostgreSQL (when DATABASE_URL says so) behind one Kysely type. */
export function createDatabase(config: DatabaseConfig, options: PostgresOptions = {}): DatabaseHandle {
  if (config.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: config.url,
      max: 10,
      // While PostgreSQL is unreachable, requests fail within ~2 s (a 503) instead of queueing.
      connectionTimeoutMillis: 2000,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // An idle client that loses its server must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    // A client in use emits 'error' too when its connection is cut mid-query (a PostgreSQL restart);
    // the query itself rejects and the pool drops the client, so only the event needs a listener.
    pool.on('connect', (client) => client.on('error', () => undefined));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (config.file !== ':memory:') fs.mkdirSync(path.dirname(config.file), { recursive: true });
  const sqlite = new SQLite(config.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, kind: 'sqlite', close: () => db.destroy() };
}

const statementCacheSize = 500;

/**
 * Kysely's SQLite driver prepares every query anew; compiling the SQL was the largest single cost of a
 * session check (bench/load). The same few hundred statements repeat, so prepared statements are kept
 * by their SQL text, least recently used out first. SQLite re-prepares a kept statement by itself after
 * a schema change, and Kysely runs one query at a time on this connection, so sharing them is safe.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = statements.get(sql);
      if (statement) statements.delete(sql);
      else {
        statement = sqlite.prepare(sql);
        if (statements.size >= statementCacheSize) statements.delete(statements.keys().next().value!);
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}
