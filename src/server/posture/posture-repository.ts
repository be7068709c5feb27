import { sql, type Kysely } from 'kysely';
import type { SessionSummary, StartSession, UploadedMinute } from '../../shared/posture/posture-schemas';
import type { DatabaseKind } from '../db/migrations/types';
import type { Database } from '../db/schema';
import { addToHoursIn, lockUsersHours, recomputeHoursIn } from '../progress/hour-rollup';
import { insertNewMinutes } from './insert-minutes';

/** One request's minutes for one of its user's sessions. */
export interface MinuteUpload {
  userId: string;
  sessionId: string;
  minutes: UploadedMinute[];
}

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
     * Stores the minutes of several uploads (of any users) in one transaction — the upload batcher
     * gathers the uploads that arrive while the previous batch is being written. A minute already
     * stored for its session is skipped (exactly-once delivery); an upload to a session that is not its
     * user's stores nothing and is answered 'foreign'. Minutes and their hour roll-ups are written
     * together, so a crash or a full disk leaves both or neither: uploads whose minutes are all new are
     * added to their hours; a re-send (some minutes stored before) has its hours summed again from the
     * minutes afterwards, which also repairs roll-ups written before both shared a transaction. The
     * roll-up locks are taken after the insert: two batches written at once insert side by side and
     * wait for each other only for their roll-ups (hour-rollup.test.ts checks them against a recompute).
     */
    async storeUploads(uploads: MinuteUpload[]): Promise<(number | 'foreign')[]> {
      return db.transaction().execute(async (trx) => {
        const owners = new Map(
          (
            await trx
              .selectFrom('posture_session')
              .select(['id', 'userId'])
              .where('id', 'in', [...new Set(uploads.map((upload) => upload.sessionId))])
              .execute()
          ).map((row) => [row.id, row.userId]),
        );
        const owned = uploads.filter((upload) => owners.get(upload.sessionId) === upload.userId);
        const rows = owned
          .flatMap(({ userId, sessionId, minutes }) =>
            minutes.map((m) => ({
              sessionId,
              userId,
              ...m,
              secondsSnoozed: m.secondsSnoozed ?? 0,
              metrics: JSON.stringify(m.metrics),
            })),
          )
          // One order in every batch: two batches inserting the same minutes wait for each other, never deadlock.
          .sort((a, b) =>
            a.sessionId === b.sessionId ? a.minute - b.minute : a.sessionId < b.sessionId ? -1 : 1,
          );
        const inserted = await insertNewMinutes(trx, kind, rows);
        // Each inserted minute counts for the first upload that carried it.
        const stored = new Map<MinuteUpload, number>();
        for (const upload of owned) {
          let count = 0;
          for (const m of upload.minutes) if (inserted.delete(`${upload.sessionId}:${m.minute}`)) count++;
          stored.set(upload, count);
        }
        await lockUsersHours(
          trx,
          kind,
          owned.map((upload) => upload.userId),
        );
        const complete = owned.filter((upload) => stored.get(upload) === upload.minutes.length);
        await addToHoursIn(
          trx,
          complete.flatMap(({ userId, minutes }) => minutes.map((m) => ({ ...m, userId }))),
        );
        // After the additions, so that a recomputed hour is never added to again.
        for (const upload of owned)
          if (stored.get(upload) !== upload.minutes.length)
            await recomputeHoursIn(
              trx,
              upload.userId,
              upload.minutes.map((m) => m.minute),
            );
        return uploads.map((upload) => stored.get(upload) ?? 'foreign');
      });
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
          sql<number>`coalesce(sum(${sql.ref('secondsSnoozed')}), 0)`.as('secondsSnoozed'),
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
        secondsSnoozed: Number(totals.secondsSnoozed),
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
