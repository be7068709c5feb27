import { CompiledQuery, type Compilable, type Kysely } from 'kysely';

/**
 * A query compiled to SQL once, for the hottest paths (the session check of every request, a posture
 * upload): building and compiling a Kysely query costs more CPU than SQLite takes to run it. Pass the
 * query's `.compile()` (or a raw `sql` template's `.compile(db)`); each call binds new values in the
 * order the query was written with.
 */
export function precompiledQuery<Row, Database>(db: Kysely<Database>, compiled: CompiledQuery<Row>) {
  const { sql } = compiled;
  return async (...parameters: unknown[]): Promise<Row[]> =>
    (await db.executeQuery<Row>(CompiledQuery.raw(sql, parameters))).rows;
}

const placeholderPrefix = '\u0000precompiled:';

/**
 * Like precompiledQuery, with values bound by name: `build` writes the query with `value('name')`
 * wherever a value goes, and each call passes `{ name: … }`. Order never has to be counted by hand.
 * Inside a transaction, pass the transaction as `on` (a SQLite transaction holds the one connection).
 */
export function precompiledNamedQuery<Row, Database, Name extends string>(
  db: Kysely<Database>,
  build: (value: (name: Name) => never) => Compilable<Row>,
) {
  const compiled = build((name) => `${placeholderPrefix}${name}` as never).compile();
  const slots = compiled.parameters.map((parameter): { name?: Name; fixed?: unknown } =>
    typeof parameter === 'string' && parameter.startsWith(placeholderPrefix)
      ? { name: parameter.slice(placeholderPrefix.length) as Name }
      : { fixed: parameter },
  );
  return async (values: Record<Name, unknown>, on: Kysely<Database> = db) => {
    const parameters = slots.map((slot) => (slot.name === undefined ? slot.fixed : values[slot.name]));
    return on.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters));
  };
}
