import { sql, type Kysely } from 'kysely';
import type { SessionSummary, StartSession, UploadedMinute } from '../../shared/posture/posture-schemas';
import type { DatabaseKind } from '../db/migrations/types';
import type { Database } from '../db/schema';
import { precompiledNamedQuery } from '../db/precompiled-query';
import { hourRollupWriter, lockUserHours, recomputeHoursIn } from '../progress/hour-rollup';

/** All SQL about posture history, written once for SQLite and PostgreSQL. */
export function postureRepository(db: Kysely<Database>, kind: DatabaseKind) {
  // An upload's statements, compiled once (bench/load: building them cost more than running them).
  const sessionOfUser = precompiledNamedQuery(db, (value: (name: 'sessionId' | 'userId') => never) =>
    db
      .selectFrom('posture_session')
      .select('id')
      .where('id', '=', value('sessionId'))
      .where('userId', '=', value('userId')),
  );
  const minuteColumns = ['minute', 'score', 'secondsGood', 'secondsFair', 'secondsBad', 'alerts'] as const;
  const insertOneMinute = precompiledNamedQuery(
    db,
    (value: (name: 'sessionId' | 'userId' | 'metrics' | (typeof minuteColumns)[number]) => never) =>
      db
        .insertInto('posture_minute')
        .values({
          sessionId: value('sessionId'),
          userId: value('userId'),
          ...Object.fromEntries(minuteColumns.map((column) => [column, value(column)])),
          metrics: value('metrics'),
        } as never)
        .onConflict((oc) => oc.columns(['sessionId', 'minute']).doNothing()),
  );
  const addToHoursIn = hourRollupWriter(db);

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
      return (await sessionOfUser({ sessionId, userId })).rows.length > 0;
    },

    /**
     * Stores minutes; a minute already stored for the session is skipped (exactly-once delivery). The
     * minutes and their hour roll-ups are written in one transaction, so a crash or a full disk leaves
     * both or neither. When every minute is new, they are added to their hours; when some were stored
     * before (a re-send), those hours are summed again from their minutes, which also repairs roll-ups
     * written before both shared a transaction.
     */
    async addMinutes(userId: string, sessionId: string, minutes: UploadedMinute[]): Promise<number> {
      return db.transaction().execute(async (trx) => {
        await lockUserHours(trx, kind, userId);
        const rows = minutes.map((m) => ({ sessionId, userId, ...m, metrics: JSON.stringify(m.metrics) }));
        const stored = Number(
          rows.length === 1
            ? ((await insertOneMinute(rows[0]!, trx)).numAffectedRows ?? 0)
            : ((
                await trx
                  .insertInto('posture_minute')
                  .values(rows)
                  .onConflict((oc) => oc.columns(['sessionId', 'minute']).doNothing())
                  .executeTakeFirst()
              ).numInsertedOrUpdatedRows ?? 0),
        );
        if (stored === minutes.length) await addToHoursIn(trx, userId, minutes);
        else
          await recomputeHoursIn(
            trx,
            userId,
            minutes.map((m) => m.minute),
          );
        return stored;
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
