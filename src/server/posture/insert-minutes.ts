import { CompiledQuery, type Transaction } from 'kysely';
import type { DatabaseKind } from '../db/migrations/types';
import type { Database } from '../db/schema';

/** A row of posture_minute as written: the minute in epoch milliseconds, the metrics as JSON text. */
export type MinuteRow = Omit<Database['posture_minute'], 'secondsSnoozed'> & {
  minute: number;
  secondsSnoozed: number;
};

// Rows a multi-row insert on SQLite: 10 values each, far below its limit on bound values.
const insertChunk = 500;

const columns = [
  'sessionId',
  'userId',
  'minute',
  'score',
  'secondsGood',
  'secondsFair',
  'secondsBad',
  'alerts',
  'metrics',
  'secondsSnoozed',
] as const satisfies readonly (keyof MinuteRow)[];
const types = [
  'text',
  'text',
  'bigint',
  'integer',
  'integer',
  'integer',
  'integer',
  'integer',
  'text',
  'integer',
];

/**
 * On PostgreSQL one statement for any number of rows, its text fixed: each column travels as one array
 * parameter and `unnest` turns them back into rows. Building a many-row VALUES list with Kysely cost
 * more of our CPU than anything else in an upload batch (bench/load profile).
 */
const unnestInsert = `insert into "posture_minute" (${columns.map((c) => `"${c}"`).join(', ')})
  select * from unnest(${types.map((type, i) => `$${i + 1}::${type}[]`).join(', ')})
  on conflict ("sessionId", "minute") do nothing
  returning "sessionId", "minute"`;

/**
 * Inserts minutes not stored before (a minute already stored for its session is skipped) and returns
 * the keys (`sessionId:minute`) of those it stored.
 */
export async function insertNewMinutes(
  trx: Transaction<Database>,
  kind: DatabaseKind,
  rows: MinuteRow[],
): Promise<Set<string>> {
  const inserted = new Set<string>();
  const add = (returned: { sessionId: string; minute: number | string }[]) => {
    for (const row of returned) inserted.add(`${row.sessionId}:${Number(row.minute)}`);
  };
  if (rows.length === 0) return inserted;
  if (kind === 'postgres') {
    const parameters = columns.map((column) => rows.map((row) => row[column]));
    add(
      (
        await trx.executeQuery<{ sessionId: string; minute: string }>(
          CompiledQuery.raw(unnestInsert, parameters),
        )
      ).rows,
    );
    return inserted;
  }
  for (let i = 0; i < rows.length; i += insertChunk)
    add(
      await trx
        .insertInto('posture_minute')
        .values(rows.slice(i, i + insertChunk))
        .onConflict((oc) => oc.columns(['sessionId', 'minute']).doNothing())
        .returning(['sessionId', 'minute'])
        .execute(),
    );
  return inserted;
}
