import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClient } from '../../../tests/support/http-client';
import { signedInClient } from '../../../tests/support/signed-in-client';
import { startInbox, type Inbox } from '../../../tests/support/smtp-inbox';
import { startTestApp } from '../../../tests/support/test-app';
import {
  openTestDatabase,
  runAdminSql,
  testPostgresUrl,
  type TestDatabaseKind,
} from '../../../tests/support/test-database';
import { insertHistory } from '../admin/create-demo-user';
import { dayKey, localDayIndex } from '../progress/aggregate';
import { progressService } from '../progress/progress-service';
import { recommend } from '../progress/recommend';
import { progressRepository } from '../progress/progress-repository';
import { reportData } from './report-data';
import { reportQueueName } from './weekly-reports';

const header = (mail: ParsedMail, name: string) =>
  mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each<TestDatabaseKind>(['sqlite', 'postgres'])('weekly report on %s', (kind) => {
  let app: FastifyInstance;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let inbox: Inbox;
  let base: string;
  let ada: HttpClient;
  let bob: HttpClient;
  const ids: Record<string, string> = {};
  /** Ada's report, read again by the unsubscribe test. */
  let adaMail: ParsedMail | undefined;
  const jobSchema = `jobs_${randomBytes(4).toString('hex')}`;

  /** The user's report becomes due now, as when the scheduler's clock reaches it. */
  const makeDue = (userId: string) =>
    app.database.db
      .updateTable('weekly_report_setting')
      .set({ nextDueAt: Date.now() - 1000 })
      .where('userId', '=', userId)
      .execute();
  const settingOf = (userId: string) =>
    app.database.db
      .selectFrom('weekly_report_setting')
      .selectAll()
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();

  beforeAll(async () => {
    inbox = await startInbox();
    database = await openTestDatabase(kind);
    app = await startTestApp({
      database,
      env: {
        TRUST_PROXY: 'true',
        SMTP_URL: inbox.url,
        JOB_WORKERS: 'true',
        JOB_SCHEMA: jobSchema,
        JOB_POLL_SECONDS: '0.5',
        REPORT_SCHEDULER_SECONDS: '0.5',
        ...(kind === 'postgres' ? { DATABASE_URL: testPostgresUrl } : {}),
      },
    });
    base = await app.listen({ host: '127.0.0.1', port: 0 });
    ada = await signedInClient(app, base, 'ada@example.com');
    bob = await signedInClient(app, base, 'bob@example.com');
    for (const row of await app.database.db.selectFrom('user').select(['id', 'email']).execute())
      ids[row.email] = row.id;
    await insertHistory(app.database.db, app.database.kind, ids['ada@example.com']!, 21, 0);
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await inbox.close();
    if (kind === 'postgres') await runAdminSql(`DROP SCHEMA IF EXISTS ${jobSchema} CASCADE`);
  });

  it('is off until the user switches it on, and checks what is sent', async () => {
    expect((await ada.get('/api/account/weekly-report')).json).toEqual({ setting: null, nextSendAt: null });
    const badZone = await ada.request('/api/account/weekly-report', {
      method: 'PUT',
      body: { enabled: true, weekday: 1, hour: 9, timeZone: 'Mars/Olympus' },
    });
    expect(badZone.status).toBe(400);
    expect(badZone.json).toMatchObject({ message: expect.any(String), issues: [{ path: 'timeZone' }] });
    const badHour = await ada.request('/api/account/weekly-report', {
      method: 'PUT',
      body: { enabled: true, weekday: 7, hour: 24, timeZone: 'UTC' },
    });
    expect(badHour.status).toBe(400);
    const saved = await ada.request('/api/account/weekly-report', {
      method: 'PUT',
      body: { enabled: true, weekday: 1, hour: 9, timeZone: 'Europe/Paris' },
    });
    expect(saved.status).toBe(200);
    const next = new Date(saved.json!.nextSendAt as string);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getUTCDay()).toBe(1);
    expect([7, 8]).toContain(next.getUTCHours());
    expect((await ada.get('/api/account/weekly-report')).json).toMatchObject({
      setting: { enabled: true, weekday: 1, hour: 9, timeZone: 'Europe/Paris' },
    }); // "Download my data" carries it too.
    expect((await ada.get('/api/account/export')).json).toMatchObject({
      weeklyReport: { setting: { enabled: true, weekday: 1, hour: 9, timeZone: 'Europe/Paris' }, weeks: [] },
    });
  });

  it('reads the same figures /progress shows for the same days', async () => {
    const adaId = ids['ada@example.com']!;
    const rule = app.config.streak;
    const today = localDayIndex(Date.now(), 0);
    // A report sent tomorrow covers the seven days up to today, as /progress's last week does.
    const inputs = await reportData(
      app.database.db,
      app.database.kind,
      rule,
    )([{ userId: adaId, enabledAt: 0 }], { dayIndex: today + 1, offsetMinutes: 0 });
    const input = inputs.get(adaId)!;
    const service = progressService(app.database.db, app.database.kind, rule);
    const range = await service.range(adaId, { from: dayKey(today - 6), to: dayKey(today), tzOffset: 0 });
    expect(input.thisWeek).toEqual(range);
    expect(input.thisWeek.totals.minutes).toBeGreaterThan(0);
    const summary = await service.summary(adaId, 0);
    expect(input.streak).toEqual({ current: summary.streak.current, best: summary.streak.best });
    const repository = progressRepository(app.database.db, app.database.kind);
    const since = (today - 13) * 86_400_000;
    const end = (today + 1) * 86_400_000;
    expect(input.recommendations).toEqual(
      recommend(await repository.minutes(adaId, since, end), await repository.sessionSpans(adaId, since), 0),
    );
  });

  it('needs a session for the setting', async () => {
    const response = await fetch(`${base}/api/account/weekly-report`);
    expect(response.status).toBe(401);
  });

  it('sends a due report once, in the user language, with one-click unsubscribe headers', async () => {
    const adaId = ids['ada@example.com']!;
    await app.database.db
      .updateTable('user')
      .set({ preferredLanguage: 'fr' })
      .where('id', '=', adaId)
      .execute();
    await makeDue(adaId);
    const mail = await inbox.waitFor('ada@example.com', /score/, 20_000);
    expect(mail.subject).toMatch(/^Votre semaine de posture : score \d+$/);
    expect(mail.html).toContain('<html lang="fr" dir="ltr">');
    expect(mail.text).toContain('Minutes suivies chaque jour');
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(header(mail, 'list-unsubscribe')).toMatch(
      /^<http:\/\/.+\/api\/weekly-report\/unsubscribe\?token=.+>$/,
    );
    // Several scheduler passes later, still one message; the next one is due next week.
    await settle(2000);
    const again = inbox.messages.filter((m) => /semaine de posture/.test(m.subject ?? ''));
    expect(again).toHaveLength(0);
    const setting = await settingOf(adaId);
    expect(Number(setting.nextDueAt)).toBeGreaterThan(Date.now());
    const log = await app.database.db
      .selectFrom('weekly_report_log')
      .selectAll()
      .where('userId', '=', adaId)
      .execute();
    expect(log).toMatchObject([{ state: 'sent', kind: 'report' }]);
    const jobs = await app.weeklyReports.queue.list();
    expect(jobs.filter((j) => j.name === reportQueueName)).toMatchObject([
      { state: 'completed', singletonKey: `${adaId}:${log[0]!.week}` },
    ]);
    adaMail = mail;
  });

  it('unsubscribes in one click without signing in; GET only asks; a forged token does nothing', async () => {
    const adaId = ids['ada@example.com']!;
    const bobId = ids['bob@example.com']!;
    await bob.request('/api/account/weekly-report', {
      method: 'PUT',
      body: { enabled: true, weekday: 3, hour: 18, timeZone: 'UTC' },
    });
    await ada.request('/api/account/weekly-report', {
      method: 'PUT',
      body: { enabled: true, weekday: 1, hour: 9, timeZone: 'Europe/Paris' },
    });
    // Without PUBLIC_URL the link names the configured port; this app listens on a random one.
    const link = header(adaMail!, 'list-unsubscribe')!
      .slice(1, -1)
      .replace(/^http:\/\/[^/]+/, base);
    const page = await fetch(link);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<form method="post"');
    expect((await settingOf(adaId)).enabled).toBeTruthy();

    const token = new URL(link).searchParams.get('token')!;
    const forged = `${Buffer.from(bobId).toString('base64url')}.${token.split('.')[1]}`;
    const refused = await fetch(`${base}/api/weekly-report/unsubscribe?token=${forged}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(refused.status).toBe(400);
    expect((await settingOf(bobId)).enabled).toBeTruthy();

    // As a mail provider sends it: no cookie, no Origin.
    const oneClick = await fetch(link, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(200);
    expect((await settingOf(adaId)).enabled).toBeFalsy();
    expect((await ada.get('/api/account/weekly-report')).json).toMatchObject({
      setting: { enabled: false },
      nextSendAt: null,
    });
  });

  it('sends a short nudge for a week with nothing tracked', async () => {
    await makeDue(ids['bob@example.com']!);
    const mail = await inbox.waitFor('bob@example.com', /nothing tracked/, 20_000);
    expect(mail.text).toContain('Start a session');
    expect(mail.html).not.toContain('Days in a row');
  });
});
