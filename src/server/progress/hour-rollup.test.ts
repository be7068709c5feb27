import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricIds } from '../../shared/posture/metric-thresholds';
import type { UploadedMinute } from '../../shared/posture/posture-schemas';
import { openTestDatabase, type TestDatabaseKind } from '../../../tests/support/test-database';
import { insertVerifiedUser } from '../admin/create-demo-user';
import { migrateToLatest } from '../db/migrate';
import { postureRepository } from '../posture/posture-repository';
import { recomputeHours } from './hour-rollup';

const start = Date.UTC(2026, 10, 2, 9, 0);

/** A minute within four hours of `start`, with any figures the upload schema allows. */
const minuteArbitrary = fc.record({
  minute: fc.integer({ min: 0, max: 4 * 60 - 1 }).map((offset) => start + offset * 60_000),
  score: fc.integer({ min: 0, max: 100 }),
  secondsGood: fc.integer({ min: 0, max: 20 }),
  secondsFair: fc.integer({ min: 0, max: 20 }),
  secondsBad: fc.integer({ min: 0, max: 20 }),
  alerts: fc.integer({ min: 0, max: 3 }),
  secondsSnoozed: fc.option(fc.integer({ min: 0, max: 60 }), { nil: undefined }),
  metrics: fc.dictionary(fc.constantFrom(...metricIds), fc.double({ min: 0, max: 60, noNaN: true }), {
    maxKeys: 4,
  }),
}) as fc.Arbitrary<UploadedMinute>;

/**
 * Uploads add their minutes to the hour roll-ups instead of summing the hour again, several uploads of
 * several users in one transaction; whatever the batches, order, duplicates and re-sends, the roll-ups
 * must equal what a full recompute gives, and a session that is not the user's gets nothing.
 */
describe.each<TestDatabaseKind>(['sqlite', 'postgres'])('hour roll-ups kept by uploads on %s', (kind) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await migrateToLatest(database.db, kind);
  }, 30_000);
  afterAll(() => database.drop());

  const hoursOf = async (userId: string) =>
    (
      await database.db
        .selectFrom('posture_hour')
        .selectAll()
        .where('userId', '=', userId)
        .orderBy('hour')
        .execute()
    ).map((row) => ({
      ...row,
      hour: Number(row.hour),
      metrics: JSON.parse(row.metrics) as Record<string, [number, number]>,
    }));

  /** Each user's roll-ups equal a full recompute, and nobody stored minutes in user 1's session. */
  async function expectRollupsOfMinutes(users: { userId: string; sessionId: string }[]) {
    for (const { userId } of users) {
      const kept = await hoursOf(userId);
      await recomputeHours(database.db, kind, userId, 'all');
      const recomputed = await hoursOf(userId);
      const withoutMetrics = (rows: typeof kept) => rows.map((row) => ({ ...row, metrics: undefined }));
      expect(withoutMetrics(kept)).toEqual(withoutMetrics(recomputed));
      for (const [index, hour] of recomputed.entries()) {
        const keptMetrics = kept[index]!.metrics;
        expect(Object.keys(keptMetrics).sort()).toEqual(Object.keys(hour.metrics).sort());
        for (const [id, [sum, count]] of Object.entries(hour.metrics)) {
          expect(keptMetrics[id]![1]).toBe(count);
          expect(keptMetrics[id]![0]).toBeCloseTo(sum, 9);
        }
      }
      const minutes = await database.db
        .selectFrom('posture_minute')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      expect(kept.reduce((total, hour) => total + hour.minutes, 0)).toBe(Number(minutes.count));
    }
    // Nothing was stored in user B's session by user A.
    const foreign = await database.db
      .selectFrom('posture_minute')
      .select('userId')
      .where('sessionId', '=', users[1]!.sessionId)
      .where('userId', '!=', users[1]!.userId)
      .execute();
    expect(foreign).toEqual([]);
  }

  async function twoUsers(repository: ReturnType<typeof postureRepository>) {
    const users: { userId: string; sessionId: string }[] = [];
    for (const name of ['A', 'B']) {
      const userId = await insertVerifiedUser(database.db, kind, {
        name,
        email: `rollup-${randomUUID()}@example.com`,
      });
      const sessionId = randomUUID();
      await repository.startSession(userId, { id: sessionId, startedAt: start });
      users.push({ userId, sessionId });
    }
    const toUpload = ({ who, minutes }: { who: number; minutes: UploadedMinute[] }) =>
      who === 2
        ? { userId: users[0]!.userId, sessionId: users[1]!.sessionId, minutes }
        : { ...users[who]!, minutes };
    return { users, toUpload };
  }

  // An upload: who sends it (0 or 1 to their own session; 2 is user 0 sending to user 1's session).
  const uploadArbitrary = fc.record({
    who: fc.constantFrom(0, 0, 1, 1, 2),
    minutes: fc.array(minuteArbitrary, { minLength: 1, maxLength: 5 }),
  });

  it('equal a full recompute after any batches of uploads, re-sends and foreign sessions', async () => {
    const repository = postureRepository(database.db, kind);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(uploadArbitrary, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 10 }),
        async (batches) => {
          const { users, toUpload } = await twoUsers(repository);
          for (const [index, batch] of batches.entries()) {
            const outcomes = await repository.storeUploads(batch.map(toUpload));
            batch.forEach((upload, i) => expect(outcomes[i] === 'foreign').toBe(upload.who === 2));
            // Re-sending an earlier batch (the client queue after a lost answer) must change nothing.
            if (index % 3 === 2) {
              const again = await repository.storeUploads(batches[index - 1]!.map(toUpload));
              for (const outcome of again) expect(outcome === 'foreign' || outcome === 0).toBe(true);
            }
          }
          await expectRollupsOfMinutes(users);
        },
      ),
      { numRuns: kind === 'sqlite' ? 60 : 25 },
    );
  }, 90_000);

  it('equal a full recompute, each minute stored once, when batches are written at the same time', async () => {
    // On PostgreSQL batches overlap (the upload batcher runs two at once): their inserts run side by
    // side and only the roll-up writes wait for each other.
    const repository = postureRepository(database.db, kind);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(uploadArbitrary, { minLength: 1, maxLength: 4 }), { minLength: 2, maxLength: 6 }),
        async (batches) => {
          const { users, toUpload } = await twoUsers(repository);
          // Every batch at once, and each one a second time (a re-send racing its original).
          const outcomes = await Promise.all(
            [...batches, ...batches].map((batch) => repository.storeUploads(batch.map(toUpload))),
          );
          await expectRollupsOfMinutes(users);
          const answered = outcomes.flat().reduce<number>((sum, n) => sum + (n === 'foreign' ? 0 : n), 0);
          const stored = await database.db
            .selectFrom('posture_minute')
            .select((eb) => eb.fn.countAll<number>().as('count'))
            .where(
              'sessionId',
              'in',
              users.map((user) => user.sessionId),
            )
            .executeTakeFirstOrThrow();
          expect(answered).toBe(Number(stored.count));
        },
      ),
      { numRuns: kind === 'sqlite' ? 30 : 20 },
    );
  }, 90_000);
});
