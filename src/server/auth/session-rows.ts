import { sql, type Kysely, type RawBuilder } from 'kysely';
import { batchedLookup } from '../db/batched-lookup';
import { precompiledQuery } from '../db/precompiled-query';
import type { Database } from '../db/schema';
import type { DatabaseHandle } from '../db/create-database';
import type { Auth } from './create-auth';

export type Row = Record<string, unknown>;
interface FieldAttributes {
  type: unknown;
  fieldName?: string;
  returned?: boolean;
  references?: { field: string };
  transform?: { output?: unknown };
}
type Fields = Record<string, FieldAttributes>;

/** A session and its user as better-auth's adapter would return them (every field, converted). */
export interface SessionWithUser {
  session: Row;
  user: Row;
}

export interface TableReader {
  /** Every field of the table, converted as better-auth's adapter converts it. */
  read(row: Row): Row;
  /** Without the fields better-auth never returns to clients. */
  output(values: Row): Row;
}

export interface SessionRows {
  /** The session with this token and its user, read fresh from the database; undefined if none. */
  load(token: string): Promise<SessionWithUser | undefined>;
  /** Only whose session it is and until when: what our API routes need, from a narrower query. */
  owner(token: string): Promise<{ userId: string; expiresAt: Date } | undefined>;
  /** The readers that drop the fields better-auth never returns to clients. */
  session: TableReader;
  user: TableReader;
  /** False when a field has its own output transform (rare): only better-auth can answer then. */
  answerable: boolean;
}

/**
 * The session row and its user by token, for every request that needs to know who is signed in — our
 * API routes (session-lookup.ts) and the session check (session-answer.ts). The columns and their
 * conversions come from better-auth's own table schema (plugins and additional fields included). On
 * PostgreSQL the lookups of one round of requests share one query of each kind (batched-lookup.ts);
 * SQLite, in process and synchronous, answers each at once.
 */
export function sessionRows(auth: Auth, database: DatabaseHandle): () => Promise<SessionRows> {
  let prepared: Promise<SessionRows> | undefined;
  return () => (prepared ??= auth.$context.then((context) => prepare(context.tables, database)));
}

function prepare(tables: Tables, { db, kind }: DatabaseHandle): SessionRows {
  const fields = [...Object.values(tables.session!.fields), ...Object.values(tables.user!.fields)];
  const session = tableReader(tables.session!.fields, 's_', kind);
  const user = tableReader(tables.user!.fields, 'u_', kind);
  const byToken = kind === 'postgres' ? manyByToken : oneByToken;
  const fetch = byToken(db, tables);
  const fetchOwner = byToken(db, tables, ['token', 'userId', 'expiresAt']);
  return {
    load: async (token) => {
      const row = await fetch(token);
      return row && { session: session.read(row), user: user.read(row) };
    },
    owner: async (token) => {
      const row = await fetchOwner(token);
      if (!row) return undefined;
      const { userId, expiresAt } = session.read(row);
      return { userId: userId as string, expiresAt: expiresAt as Date };
    },
    session,
    user,
    answerable: !fields.some((field) => field.transform?.output),
  };
}

type Tables = Record<string, { modelName: string; fields: Fields }>;

function oneByToken(db: Kysely<Database>, tables: Tables, only?: string[]) {
  const query = precompiledQuery(db, selectSessionWithUser(tables, sql`= ${''}`, only).compile(db));
  return async (token: string) => (await query(token))[0];
}

function manyByToken(db: Kysely<Database>, tables: Tables, only?: string[]) {
  const query = precompiledQuery(db, selectSessionWithUser(tables, sql`= any(${''})`, only).compile(db));
  const tokenColumn = `s_${columnOf(tables.session!.fields, 'token')}`;
  return batchedLookup(
    (tokens) => query(tokens),
    (row) => row[tokenColumn] as string,
  );
}

const columnOf = (fields: Fields, key: string) => fields[key]?.fieldName ?? key;
const withId = (fields: Fields) => ({ id: { type: 'string' }, ...fields }) as Fields;
const columnsOf = (fields: Fields) =>
  Object.entries(withId(fields)).map(([key, field]) => field.fieldName ?? key);

/**
 * Every column of the session and its user, prefixed s_ and u_ — or `only` these session fields, of a
 * session whose user exists. Compiled once by the callers.
 */
function selectSessionWithUser(tables: Tables, tokenCondition: RawBuilder<unknown>, only?: string[]) {
  const sessionTable = tables.session!;
  const userTable = tables.user!;
  const sessionColumns =
    only?.map((key) => columnOf(sessionTable.fields, key)) ?? columnsOf(sessionTable.fields);
  const userColumns = only ? [] : columnsOf(userTable.fields);
  const columns = [
    ...sessionColumns.map((column) => sql`s.${sql.ref(column)} as ${sql.ref(`s_${column}`)}`),
    ...userColumns.map((column) => sql`u.${sql.ref(column)} as ${sql.ref(`u_${column}`)}`),
  ];
  return sql<Row>`select ${sql.join(columns)} from ${sql.table(sessionTable.modelName)} s
      join ${sql.table(userTable.modelName)} u on u.id = s.${sql.ref(columnOf(sessionTable.fields, 'userId'))}
      where s.${sql.ref(columnOf(sessionTable.fields, 'token'))} ${tokenCondition}`;
}

type Convert = (value: unknown) => unknown;
const asId: Convert = (value) => (value === undefined || value === null ? value : String(value));
const textAs =
  (parse: (text: string) => unknown): Convert =>
  (value) =>
    typeof value === 'string' ? parse(value) : value;
const sqliteBoolean: Convert = (value) => (typeof value === 'number' ? value === 1 : value);

/** How better-auth's adapter turns a stored value of this field into what it returns. */
function converter(key: string, field: FieldAttributes, sqlite: boolean): Convert | undefined {
  const type = String(field.type);
  if (key === 'id' || field.references?.field === 'id') return asId;
  // SQLite keeps dates, booleans and JSON as text or numbers; both databases keep arrays as JSON text.
  if (sqlite && type === 'date') return textAs((text) => new Date(text));
  if ((sqlite && type === 'json') || type.endsWith('[]')) return textAs((text) => JSON.parse(text));
  if (sqlite && type === 'boolean') return sqliteBoolean;
  return undefined;
}

function tableReader(fields: Fields, prefix: string, kind: string): TableReader {
  const entries = Object.entries(withId(fields));
  // Worked out once per field: a session check reads about twenty of them.
  const readers = entries.map(([key, field]) => ({
    key,
    column: prefix + (field.fieldName ?? key),
    convert: converter(key, field, kind === 'sqlite'),
  }));
  const visible = entries.filter(([, field]) => field.returned !== false).map(([key]) => key);
  return {
    read(row: Row): Row {
      const values: Row = {};
      for (const { key, column, convert } of readers)
        values[key] = convert ? convert(row[column]) : row[column];
      return values;
    },
    output(values: Row): Row {
      const shown: Row = {};
      for (const key of visible) shown[key] = values[key];
      return shown;
    },
  };
}
