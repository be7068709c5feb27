import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Everything Postura stores about one user, for "download my data". Secrets are left out: password
 * hashes, session tokens and provider tokens are not the user's data, they are keys to it.
 */
export async function exportAccountData(db: Kysely<Database>, userId: string) {
  const user = await db.selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const sessions = await db
    .selectFrom('session')
    .select(['createdAt', 'expiresAt', 'ipAddress', 'userAgent'])
    .where('userId', '=', userId)
    .execute();
  const accounts = await db
    .selectFrom('account')
    .select(['providerId', 'createdAt'])
    .where('userId', '=', userId)
    .execute();
  const postureSessions = await db
    .selectFrom('posture_session')
    .select(['id', 'startedAt', 'endedAt', 'deviceLabel', 'summary'])
    .where('userId', '=', userId)
    .execute();
  const postureMinutes = await db
    .selectFrom('posture_minute')
    .select(['sessionId', 'minute', 'score', 'secondsGood', 'secondsFair', 'secondsBad', 'alerts', 'metrics'])
    .where('userId', '=', userId)
    .orderBy('minute')
    .execute();
  const preferences = await db
    .selectFrom('posture_preference')
    .select('settings')
    .where('userId', '=', userId)
    .executeTakeFirst();
  const calibrations = await db
    .selectFrom('posture_calibration')
    .select(['cameraKey', 'calibration', 'updatedAt'])
    .where('userId', '=', userId)
    .execute();
  const deskChecks = await db
    .selectFrom('desk_check')
    .select(['distanceCm', 'eyesAboveCm', 'screenHeight', 'lightLevel', 'lighting', 'checkedAt'])
    .where('userId', '=', userId)
    .orderBy('checkedAt')
    .execute();
  const weeklyReport = await db
    .selectFrom('weekly_report_setting')
    .select(['enabled', 'weekday', 'hour', 'timeZone', 'enabledAt', 'updatedAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  const weeklyReportsSent = await db
    .selectFrom('weekly_report_log')
    .select(['week', 'state', 'kind'])
    .where('userId', '=', userId)
    .orderBy('week')
    .execute();
  const subscription = await db
    .selectFrom('subscription')
    .select(['plan', 'status', 'interval', 'currentPeriodEnd', 'cancelAtPeriodEnd', 'updatedAt'])
    .where('userId', '=', userId)
    .executeTakeFirst();
  return {
    exportedAt: new Date().toISOString(),
    posture: {
      sessions: postureSessions.map((s) => ({
        ...s,
        startedAt: Number(s.startedAt),
        endedAt: s.endedAt === null ? null : Number(s.endedAt),
        summary: s.summary ? JSON.parse(s.summary) : null,
      })),
      minutes: postureMinutes.map((m) => ({
        ...m,
        minute: Number(m.minute),
        metrics: JSON.parse(m.metrics),
      })),
      alertSettings: preferences ? JSON.parse(preferences.settings) : null,
      calibrations: calibrations.map((c) => ({
        cameraKey: c.cameraKey,
        calibration: JSON.parse(c.calibration),
        updatedAt: Number(c.updatedAt),
      })),
      deskChecks: deskChecks.map((d) => ({
        ...d,
        lightLevel: Number(d.lightLevel),
        checkedAt: Number(d.checkedAt),
      })),
    },
    subscription: subscription
      ? {
          ...subscription,
          currentPeriodEnd:
            subscription.currentPeriodEnd === null ? null : Number(subscription.currentPeriodEnd),
          cancelAtPeriodEnd: Boolean(subscription.cancelAtPeriodEnd),
          updatedAt: Number(subscription.updatedAt),
        }
      : null,
    user: {
      ...user,
      emailVerified: Boolean(user.emailVerified),
      phoneNumberVerified: Boolean(user.phoneNumberVerified),
    },
    signInMethods: accounts,
    sessions,
    weeklyReport: {
      setting: weeklyReport
        ? {
            ...weeklyReport,
            enabled: Boolean(weeklyReport.enabled),
            enabledAt: Number(weeklyReport.enabledAt),
            updatedAt: Number(weeklyReport.updatedAt),
          }
        : null,
      weeks: weeklyReportsSent,
    },
  };
}
