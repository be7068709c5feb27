import type { ColumnDataType, Kysely } from 'kysely';
import type { DatabaseKind } from './types';

/**
 * The tables better-auth works on (user, session, account, verification, jwks), with the spec's user
 * document fields (plan, payment identifiers, lastLogin) and our preferences. Column types match what
 * better-auth's own generator emits for each engine.
 */
export function authTables(kind: DatabaseKind) {
  const bool: ColumnDataType = kind === 'postgres' ? 'boolean' : 'integer';
  const time: ColumnDataType = kind === 'postgres' ? 'timestamptz' : 'date';
  return {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable('user')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('email', 'text', (c) => c.notNull().unique())
        .addColumn('emailVerified', bool, (c) => c.notNull())
        .addColumn('image', 'text')
        .addColumn('createdAt', time, (c) => c.notNull())
        .addColumn('updatedAt', time, (c) => c.notNull())
        .addColumn('phoneNumber', 'text', (c) => c.unique())
        .addColumn('phoneNumberVerified', bool)
        .addColumn('plan', 'text', (c) => c.notNull().defaultTo('free'))
        .addColumn('stripeCustomerId', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('stripeSubscriptionId', 'text', (c) => c.notNull().defaultTo(''))
        .addColumn('lastLogin', time)
        .addColumn('preferredLanguage', 'text')
        .addColumn('theme', 'text')
        .execute();
      await db.schema
        .createTable('session')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('expiresAt', time, (c) => c.notNull())
        .addColumn('token', 'text', (c) => c.notNull().unique())
        .addColumn('createdAt', time, (c) => c.notNull())
        .addColumn('updatedAt', time, (c) => c.notNull())
        .addColumn('ipAddress', 'text')
        .addColumn('userAgent', 'text')
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .execute();
      await db.schema
        .createTable('account')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('accountId', 'text', (c) => c.notNull())
        .addColumn('providerId', 'text', (c) => c.notNull())
        .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
        .addColumn('accessToken', 'text')
        .addColumn('refreshToken', 'text')
        .addColumn('idToken', 'text')
        .addColumn('accessTokenExpiresAt', time)
        .addColumn('refreshTokenExpiresAt', time)
        .addColumn('scope', 'text')
        .addColumn('password', 'text')
        .addColumn('createdAt', time, (c) => c.notNull())
        .addColumn('updatedAt', time, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('verification')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('identifier', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('expiresAt', time, (c) => c.notNull())
        .addColumn('createdAt', time, (c) => c.notNull())
        .addColumn('updatedAt', time, (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('jwks')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('publicKey', 'text', (c) => c.notNull())
        .addColumn('privateKey', 'text', (c) => c.notNull())
        .addColumn('createdAt', time, (c) => c.notNull())
        .addColumn('expiresAt', time)
        .addColumn('alg', 'text')
        .addColumn('crv', 'text')
        .execute();
      await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();
      await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();
      await db.schema
        .createIndex('verification_identifier_idx')
        .on('verification')
        .column('identifier')
        .execute();
    },
    async down(db: Kysely<unknown>): Promise<void> {
      for (const table of ['jwks', 'verification', 'account', 'session', 'user'])
        await db.schema.dropTable(table).execute();
    },
  };
}
