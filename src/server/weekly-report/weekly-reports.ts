import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { pathTo } from '../../shared/routing/paths';
import type { Config } from '../config/load-config';
import type { Database } from '../db/schema';
import type { DatabaseKind } from '../db/migrations/types';
import type { JobQueue } from '../jobs/job-queue';
import type { Mailer } from '../mail/create-mailer';
import { reportTranslator } from './report-translations';
import { buildReport } from './build-report';
import { nextOccurrence, occurrenceAt } from './next-occurrence';
import { renderReportMail } from './render-report-mail';
import { reportData } from './report-data';
import { unsubscribeTokens } from './unsubscribe-token';
import { weeklyReportRepository } from './weekly-report-repository';
import { offsetMinutesAt } from './zoned-time';

export const reportQueueName = 'weekly-report';

export interface ReportJobData {
  userId: string;
  /** The local day the report is due on ("2026-11-23"): the week's key. */
  week: string;
  /** The due instant (epoch ms). */
  dueAt: number;
}

/** A report due longer ago than this (the server was down) is skipped rather than sent late. */
const staleAfterMs = 24 * 3_600_000;
/** Due users read per scheduler pass. */
const scheduleBatch = 500;

export interface WeeklyReportsDeps {
  db: Kysely<Database>;
  kind: DatabaseKind;
  config: Config;
  mailer: Mailer;
  queue: JobQueue;
  log: FastifyBaseLogger;
  authSecret: string;
  now?: () => number;
}

/**
 * The weekly report's moving parts: the scheduler that enqueues each due user's report once per week
 * (singleton key user + week), and the job that prepares and sends it. The log row written before
 * sending makes a repeated job (a retry after the mail went out, a duplicate) send nothing.
 */
export function weeklyReports(deps: WeeklyReportsDeps) {
  const { db, config, mailer, queue, log } = deps;
  const now = deps.now ?? Date.now;
  const repository = weeklyReportRepository(db);
  const gather = reportData(db, deps.kind, config.streak);
  const tokens = unsubscribeTokens(deps.authSecret);
  const origin =
    config.publicUrl ?? `http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`;
  let timer: NodeJS.Timeout | undefined;
  let scheduling: Promise<unknown> = Promise.resolve();

  /** Enqueues every due report; returns how many jobs were new. */
  async function schedule(at = now()): Promise<number> {
    let queued = 0;
    for (;;) {
      const due = await repository.due(at, scheduleBatch);
      for (const setting of due) {
        const dueAt = setting.nextDueAt!;
        const occurrence = occurrenceAt(dueAt, setting.timeZone);
        if (at - dueAt <= staleAfterMs) {
          const data: ReportJobData = { userId: setting.userId, week: occurrence.week, dueAt };
          const id = await queue.send(reportQueueName, data, {
            singletonKey: `${setting.userId}:${occurrence.week}`,
          });
          if (id) queued++;
        }
        await repository.advance(setting.userId, dueAt, nextOccurrence(setting, Math.max(at, dueAt)).at);
      }
      if (due.length < scheduleBatch) return queued;
    }
  }

  /** The job: prepares and sends one user's report for one week, at most once. */
  async function sendReport(data: ReportJobData): Promise<'sent' | 'skipped' | 'duplicate'> {
    const setting = await repository.find(data.userId);
    if (!setting?.enabled) return 'skipped';
    if (!(await repository.begin(data.userId, data.week, now()))) return 'duplicate';
    const user = await db
      .selectFrom('user')
      .select(['name', 'email', 'preferredLanguage'])
      .where('id', '=', data.userId)
      .executeTakeFirst();
    if (!user) return 'skipped';
    const occurrence = occurrenceAt(data.dueAt, setting.timeZone);
    const inputs = await gather([{ userId: data.userId, enabledAt: setting.enabledAt }], {
      dayIndex: occurrence.dayIndex,
      offsetMinutes: offsetMinutesAt(data.dueAt, setting.timeZone),
    });
    const input = inputs.get(data.userId)!;
    const report = buildReport(input);
    if (report.kind === 'none') {
      await repository.finish(data.userId, data.week, 'skipped', report.kind, now());
      return 'skipped';
    }
    const { language } = reportTranslator(user.preferredLanguage);
    const unsubscribe = `${origin}/api/weekly-report/unsubscribe?token=${tokens.sign(data.userId)}`;
    const mail = renderReportMail(report, {
      name: user.name,
      email: user.email,
      language,
      links: {
        progress: `${origin}${pathTo(language, 'progress')}`,
        account: `${origin}${pathTo(language, 'account')}`,
        unsubscribe,
      },
    });
    const host = new URL(origin).hostname;
    const messageKey = createHash('sha256').update(`${data.userId}:${data.week}`).digest('hex').slice(0, 24);
    await mailer.deliverNow({
      to: user.email,
      ...mail,
      link: unsubscribe,
      // RFC 8058 one-click: mail clients POST "List-Unsubscribe=One-Click" to this URL.
      headers: {
        'List-Unsubscribe': `<${unsubscribe}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
      // The same id for the same user and week: a client that sees a repeat (see decision 014) drops it.
      messageId: `<weekly-report-${messageKey}@${host}>`,
    });
    await repository.finish(data.userId, data.week, 'sent', report.kind, now());
    return 'sent';
  }

  return {
    schedule,
    sendReport,
    repository,
    tokens,
    queue,
    async start(options: { workers: boolean }) {
      await queue.start();
      await queue.createQueue(reportQueueName, {
        retryLimit: config.jobs.retryLimit,
        retryDelaySeconds: config.jobs.retryDelaySeconds,
        expireInSeconds: config.jobs.expireSeconds,
      });
      if (!options.workers) return;
      await queue.work<ReportJobData>(reportQueueName, async (job) => {
        const outcome = await sendReport(job.data);
        log.info({ job: job.id, userId: job.data.userId, week: job.data.week, outcome }, 'weekly report');
      });
      const tick = () => {
        scheduling = schedule().catch((error: unknown) =>
          log.error({ err: error }, 'weekly report scheduler failed'),
        );
      };
      tick();
      timer = setInterval(tick, config.jobs.schedulerSeconds * 1000);
      timer.unref();
    },
    async stop(options: { graceful?: boolean } = {}) {
      clearInterval(timer);
      await scheduling;
      await queue.stop(options);
    },
  };
}

export type WeeklyReports = ReturnType<typeof weeklyReports>;
