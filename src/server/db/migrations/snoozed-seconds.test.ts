import { randomUUID } from 'node:crypto';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabaseKind } from '../../../../tests/support/test-database';
import { insertVerifiedUser } from '../../admin/create-demo-user';
import { migrateToLatest } from '../migrate';
import { migrationsFor } from './index';

/**
 * A database last migrated before the hourly roll-ups (0006) and the snoozed seconds (0010): 0006
 * backfills the roll-ups with today's code, before 0010 has added its columns; both must go through,
 * and the old minutes count no snoozed time.
 */
describe.each<TestDatabaseKind>(['sqlite', 'postgres'])('snoozed seconds migration on %s', (kind) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 30_000);
  afterAll(() => database.drop());

  it('migrates history written before roll-ups and snoozes existed', async () => {
    const { db } = database;
    const schema =
      kind === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
        : undefined;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => migrationsFor(kind) },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const before = await migrator.migrateTo('0005-posture-preferences');
    expect(before.error).toBeUndefined();
    const userId = await insertVerifiedUser(db, kind, { name: 'Old Timer', email: 'old@example.com' });
    const sessionId = randomUUID();
    const minute = Date.UTC(2025, 0, 6, 9, 30);
    await db.insertInto('posture_session').values({ id: sessionId, userId, startedAt: minute }).execute();
    // Written as the old schema had it: no secondsSnoozed.
    await sql`insert into posture_minute ("sessionId", "userId", "minute", "score", "secondsGood", "secondsFair", "secondsBad", "alerts", "metrics")
      values (${sessionId}, ${userId}, ${minute}, ${80}, ${50}, ${10}, ${0}, ${1}, ${'{}'})`.execute(db);

    const applied = await migrateToLatest(db, kind);
    expect(applied).toContain('0006-posture-hour');
    expect(applied).toContain('0010-snoozed-seconds');
    const stored = await db.selectFrom('posture_minute').select('secondsSnoozed').executeTakeFirstOrThrow();
    expect(stored.secondsSnoozed).toBe(0);
    const hour = await db
      .selectFrom('posture_hour')
      .select(['minutes', 'good', 'alerts', 'snoozed'])
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(hour).toEqual({ minutes: 1, good: 50, alerts: 1, snoozed: 0 });
  });
});
