import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * AUTH_SECRET when set; otherwise one generated on first start and kept in the database, so every
 * process sharing the database signs and reads sessions with the same secret.
 */
export async function resolveAuthSecret(
  db: Kysely<Database>,
  configured: string | undefined,
): Promise<string> {
  if (configured) return configured;
  const candidate = randomBytes(48).toString('base64url');
  await db
    .insertInto('app_setting')
    .values({ key: 'auth_secret', value: candidate })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_setting')
    .select('value')
    .where('key', '=', 'auth_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}
