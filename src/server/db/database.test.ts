import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabaseKind } from '../../../tests/support/test-database';
import { migrateToLatest } from './migrate';

describe.each<TestDatabaseKind>(['sqlite', 'postgres'])('database on %s', (kind) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
  });
  afterAll(async () => database.drop());

  it('applies the migration set once and is a no-op the second time', async () => {
    expect(await migrateToLatest(database.db, kind)).toEqual([
      '0001-app-setting',
      '0002-auth',
      '0003-posture',
      '0004-billing',
      '0005-posture-preferences',
      '0006-posture-hour',
      '0007-contact-message',
      '0008-analytics-event',
      '0009-weekly-report',
      '0010-snoozed-seconds',
      '0011-desk-check',
    ]);
    expect(await migrateToLatest(database.db, kind)).toEqual([]);
  });

  it('stores and reads settings with the same queries on both engines', async () => {
    await database.db.insertInto('app_setting').values({ key: 'k', value: 'v1' }).execute();
    await database.db
      .insertInto('app_setting')
      .values({ key: 'k', value: 'v2' })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value: 'v2' }))
      .execute();
    const row = await database.db
      .selectFrom('app_setting')
      .selectAll()
      .where('key', '=', 'k')
      .executeTakeFirstOrThrow();
    expect(row.value).toBe('v2');
    expect(String(row.updated_at)).toMatch(/^\d{4}-\d{2}-\d{2}/);
  });

  it('answers a health query', async () => {
    const result = await sql<{ one: number }>`select 1 as one`.execute(database.db);
    expect(Number(result.rows[0]?.one)).toBe(1);
  });
});
