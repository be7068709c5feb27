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
  metrics: fc.dictionary(fc.constantFrom(...metricIds), fc.double({ min: 0, max: 60, noNaN: true }), {
    maxKeys: 4,
  }),
}) as fc.Arbitrary<UploadedMinute>;

/**
 * Uploads add their minutes to the hour roll-ups instead of summing the hour again; whatever the
 * batches, order and re-sends, the roll-ups must equal what a full recompute gives.
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

  it('equal a full recompute after any sequence of batches and re-sends', async () => {
    const repository = postureRepository(database.db, kind);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(minuteArbitrary, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 12 }),
        async (batches) => {
          const userId = await insertVerifiedUser(database.db, kind, {
            name: 'Roll-up',
            email: `rollup-${randomUUID()}@example.com`,
          });
          const sessionId = randomUUID();
          await repository.startSession(userId, { id: sessionId, startedAt: start });
          // Re-sending earlier batches (the client queue after a lost answer) must change nothing.
          for (const [index, batch] of batches.entries()) {
            await repository.addMinutes(userId, sessionId, batch);
            if (index % 3 === 2) await repository.addMinutes(userId, sessionId, batches[index - 1]!);
          }
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
        },
      ),
      { numRuns: kind === 'sqlite' ? 60 : 25 },
    );
  }, 60_000);
});
