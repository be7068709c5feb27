import type { Kysely } from 'kysely';
import type { WeeklyReportSetting } from '../../shared/weekly-report/weekly-report-schemas';
import type { Database } from '../db/schema';
import { nextOccurrence } from './next-occurrence';

export interface StoredSetting extends WeeklyReportSetting {
  userId: string;
  enabledAt: number;
  nextDueAt: number | null;
}

const toSetting = (row: Database['weekly_report_setting']): StoredSetting => ({
  userId: row.userId,
  enabled: Boolean(row.enabled),
  weekday: row.weekday,
  hour: row.hour,
  timeZone: row.timeZone,
  enabledAt: Number(row.enabledAt),
  nextDueAt: row.nextDueAt === null ? null : Number(row.nextDueAt),
});

/** The opt-ins and the per-week log that makes each report go out at most once. */
export function weeklyReportRepository(db: Kysely<Database>) {
  return {
    async find(userId: string): Promise<StoredSetting | undefined> {
      const row = await db
        .selectFrom('weekly_report_setting')
        .selectAll()
        .where('userId', '=', userId)
        .executeTakeFirst();
      return row ? toSetting(row) : undefined;
    },

    /** Saves the opt-in; the next send is the first matching hour after now. */
    async save(userId: string, setting: WeeklyReportSetting, now = Date.now()): Promise<StoredSetting> {
      const previous = await this.find(userId);
      const enabledAt = setting.enabled && !previous?.enabled ? now : (previous?.enabledAt ?? now);
      const nextDueAt = setting.enabled ? nextOccurrence(setting, now).at : null;
      const values = {
        enabled: setting.enabled ? 1 : 0,
        weekday: setting.weekday,
        hour: setting.hour,
        timeZone: setting.timeZone,
        enabledAt,
        nextDueAt,
        updatedAt: now,
      };
      await db
        .insertInto('weekly_report_setting')
        .values({ userId, ...values })
        .onConflict((oc) => oc.column('userId').doUpdateSet(values))
        .execute();
      return { userId, ...setting, enabledAt, nextDueAt };
    },

    async disable(userId: string, now = Date.now()): Promise<boolean> {
      const result = await db
        .updateTable('weekly_report_setting')
        .set({ enabled: 0, nextDueAt: null, updatedAt: now })
        .where('userId', '=', userId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Opted-in users whose next report is due. */
    async due(now: number, limit: number): Promise<StoredSetting[]> {
      const rows = await db
        .selectFrom('weekly_report_setting')
        .selectAll()
        .where('enabled', '=', 1)
        .where('nextDueAt', '<=', now)
        .orderBy('nextDueAt')
        .limit(limit)
        .execute();
      return rows.map(toSetting);
    },

    /** Moves a user's next send on, only if nobody else did (another process's scheduler). */
    async advance(userId: string, from: number, to: number): Promise<void> {
      await db
        .updateTable('weekly_report_setting')
        .set({ nextDueAt: to })
        .where('userId', '=', userId)
        .where('nextDueAt', '=', from)
        .execute();
    },

    /**
     * Starts handling a user's week. False when it was already sent or skipped (a duplicate job or a
     * retry after the send went through); true when it is new or an earlier attempt stopped before
     * sending finished.
     */
    async begin(userId: string, week: string, now = Date.now()): Promise<boolean> {
      await db
        .insertInto('weekly_report_log')
        .values({ userId, week, state: 'sending', kind: null, updatedAt: now })
        .onConflict((oc) => oc.columns(['userId', 'week']).doNothing())
        .execute();
      const row = await db
        .selectFrom('weekly_report_log')
        .select('state')
        .where('userId', '=', userId)
        .where('week', '=', week)
        .executeTakeFirstOrThrow();
      return row.state === 'sending';
    },

    async finish(userId: string, week: string, state: 'sent' | 'skipped', kind: string, now = Date.now()) {
      await db
        .updateTable('weekly_report_log')
        .set({ state, kind, updatedAt: now })
        .where('userId', '=', userId)
        .where('week', '=', week)
        .execute();
    },
  };
}
