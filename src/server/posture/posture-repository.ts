import { sql, type Kysely } from 'kysely';
import type { SessionSummary, StartSession, UploadedMinute } from '../../shared/posture/posture-schemas';
import type { DatabaseKind } from '../db/migrations/types';
import type { Database } from '../db/schema';
import { recomputeHours } from '../progress/hour-rollup';

/** All SQL about posture history, written once for SQLite and PostgreSQL. */
export function postureRepository(db: Kysely<Database>, kind: DatabaseKind) {
  return {
    /** Creates the session, or finds it again on a retried request; someone else's id is "not found". */
    async startSession(userId: string, input: StartSession): Promise<'created' | 'exists' | 'foreign'> {
      const inserted = await db
        .insertInto('posture_session')
        .values({
          id: input.id,
          userId,
          startedAt: input.startedAt,
          deviceLabel: input.deviceLabel ?? null,
          calibration: input.calibration ? JSON.stringify(input.calibration) : null,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) return 'created';
      const owner = await db
        .selectFrom('posture_session')
        .select('userId')
        .where('id', '=', input.id)
        .executeTakeFirst();
      return owner?.userId === userId ? 'exists' : 'foreign';
    },

    async ownsSession(userId: string, sessionId: string): Promise<boolean> {
      const row = await db
        .selectFrom('posture_session')
        .select('id')
        .where('id', '=', sessionId)
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Boolean(row);
    },

    /**
     * Stores minutes; a minute already stored for the session is skipped (exactly-once delivery). The
     * roll-up is recomputed even when nothing new was stored: a re-send after a crash (or a full disk)
     * between the two writes is what brings the roll-up back in step.
     */
    async addMinutes(userId: string, sessionId: string, minutes: UploadedMinute[]): Promise<number> {
      const result = await db
        .insertInto('posture_minute')
        .values(minutes.map((m) => ({ sessionId, userId, ...m, metrics: JSON.stringify(m.metrics) })))
        .onConflict((oc) => oc.columns(['sessionId', 'minute']).doNothing())
        .executeTakeFirst();
      await recomputeHours(
        db,
        kind,
        userId,
        minutes.map((m) => m.minute),
      );
      return Number(result.numInsertedOrUpdatedRows ?? 0);
    },

    async endSession(userId: string, sessionId: string, endedAt: number): Promise<SessionSummary> {
      const totals = await db
        .selectFrom('posture_minute')
        .select([
          sql<number>`count(*)`.as('minutes'),
          sql<number>`coalesce(sum(${sql.ref('secondsGood')}), 0)`.as('secondsGood'),
          sql<number>`coalesce(sum(${sql.ref('secondsFair')}), 0)`.as('secondsFair'),
          sql<number>`coalesce(sum(${sql.ref('secondsBad')}), 0)`.as('secondsBad'),
          sql<number>`coalesce(sum(${sql.ref('alerts')}), 0)`.as('alerts'),
          sql<number | null>`avg(${sql.ref('score')})`.as('meanScore'),
        ])
        .where('sessionId', '=', sessionId)
        .where('userId', '=', userId)
        .executeTakeFirstOrThrow();
      const summary: SessionSummary = {
        minutes: Number(totals.minutes),
        secondsGood: Number(totals.secondsGood),
        secondsFair: Number(totals.secondsFair),
        secondsBad: Number(totals.secondsBad),
        alerts: Number(totals.alerts),
        meanScore: totals.meanScore === null ? null : Math.round(Number(totals.meanScore)),
      };
      await db
        .updateTable('posture_session')
        .set({ endedAt, summary: JSON.stringify(summary) })
        .where('id', '=', sessionId)
        .where('userId', '=', userId)
        .execute();
      return summary;
    },

    async listSessions(userId: string, limit: number) {
      const rows = await db
        .selectFrom('posture_session')
        .select(['id', 'startedAt', 'endedAt', 'deviceLabel', 'summary'])
        .where('userId', '=', userId)
        .orderBy('startedAt', 'desc')
        .limit(limit)
        .execute();
      return rows.map((row) => ({
        id: row.id,
        startedAt: Number(row.startedAt),
        endedAt: row.endedAt === null ? null : Number(row.endedAt),
        deviceLabel: row.deviceLabel,
        summary: row.summary ? (JSON.parse(row.summary) as SessionSummary) : null,
      }));
    },
  };
}
