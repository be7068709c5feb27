import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Everything Postura stores about one user, for "download my data". Secrets are left out: password
 * hashes, session tokens and provider tokens are not the user's data, they are keys to it.
 */
export async function exportAccountData(db: Kysely<Database>, userId: string) {
  const user = await db.selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const sessions = await db
    .selectFrom('session')
    .select(['createdAt', 'expiresAt', 'ipAddress', 'userAgent'])
    .where('userId', '=', userId)
    .execute();
  const accounts = await db
    .selectFrom('account')
    .select(['providerId', 'createdAt'])
    .where('userId', '=', userId)
    .execute();
  return {
    exportedAt: new Date().toISOString(),
    user: {
      ...user,
      emailVerified: Boolean(user.emailVerified),
      phoneNumberVerified: Boolean(user.phoneNumberVerified),
    },
    signInMethods: accounts,
    sessions,
  };
}
