import { CompiledQuery, type Kysely } from 'kysely';

/**
 * A query compiled to SQL once, for the hottest path (the session check of every request): building
 * and compiling a Kysely query costs more CPU than SQLite takes to run it. Pass the query's
 * `.compile()` (or a raw `sql` template's `.compile(db)`); each call binds new values in the order the
 * query was written with.
 */
export function precompiledQuery<Row, Database>(db: Kysely<Database>, compiled: CompiledQuery<Row>) {
  const { sql } = compiled;
  return async (...parameters: unknown[]): Promise<Row[]> =>
    (await db.executeQuery<Row>(CompiledQuery.raw(sql, parameters))).rows;
}
