import type { BetterAuthOptions } from 'better-auth';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/create-database';

/**
 * The spec's user document (§3/§4): a new user starts on plan `free` with blank payment identifiers
 * (the column defaults), and every sign-in — a new session — stamps lastLogin and updatedAt. A failed
 * write is logged only; it never blocks the sign-in.
 *
 * Also guards against pre-registration takeover: when a Google sign-in (which proves the address) is
 * about to join an account whose address was never verified, whoever made that account is locked
 * out first — its password and sessions are removed — so the Google user never shares an account
 * with a stranger.
 */
export function userDocumentHooks(
  database: DatabaseHandle,
  log: FastifyBaseLogger,
): BetterAuthOptions['databaseHooks'] {
  const { db } = database;
  return {
    session: {
      create: {
        after: async (session) => {
          try {
            const now = new Date().toISOString();
            await db
              .updateTable('user')
              .set({ lastLogin: now, updatedAt: now })
              .where('id', '=', session.userId)
              .execute();
          } catch (error) {
            log.error({ err: error }, 'could not update the user document on sign-in');
          }
        },
      },
    },
    account: {
      create: {
        before: async (account) => {
          if (account.providerId === 'credential') return;
          const owner = await db
            .selectFrom('user')
            .select(['emailVerified'])
            .where('id', '=', account.userId)
            .executeTakeFirst();
          if (owner && !owner.emailVerified) {
            await db
              .deleteFrom('account')
              .where('userId', '=', account.userId)
              .where('providerId', '=', 'credential')
              .execute();
            await db.deleteFrom('session').where('userId', '=', account.userId).execute();
            await db
              .updateTable('user')
              .set({ emailVerified: database.kind === 'sqlite' ? 1 : true })
              .where('id', '=', account.userId)
              .execute();
            log.warn(
              { userId: account.userId },
              'unverified password account taken over by a verified Google sign-in; its password was removed',
            );
          }
        },
      },
    },
  };
}
