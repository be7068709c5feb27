import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { languageFromAcceptLanguage } from '../../shared/i18n/languages';
import { pathTo } from '../../shared/routing/paths';
import { weeklyReportSettingSchema } from '../../shared/weekly-report/weekly-report-schemas';
import { requireSession } from '../auth/require-session';
import { parsePayload } from '../http/parse-payload';
import { unsubscribePage, unsubscribePagePolicy } from './unsubscribe-page';
import type { WeeklyReports } from './weekly-reports';

const tokenQuery = z.object({ token: z.string().min(1).max(512) });

/**
 * The weekly report's API: the signed-in user's opt-in (GET/PUT /api/account/weekly-report), and the
 * unsubscribe link, which needs no session: GET shows a confirmation page, POST (the page's button,
 * or a mail client's RFC 8058 one-click) switches the report off for the token's user.
 */
export async function weeklyReportRoutes(
  app: FastifyInstance,
  options: { reports: WeeklyReports },
): Promise<void> {
  const { reports } = options;
  // One-click unsubscribe posts a form body ("List-Unsubscribe=One-Click"); only this plugin reads it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get('/api/account/weekly-report', { preHandler: requireSession }, async (request, reply) => {
    const setting = await reports.repository.find(request.userId!);
    return reply.header('cache-control', 'no-store').send({
      setting: setting
        ? {
            enabled: setting.enabled,
            weekday: setting.weekday,
            hour: setting.hour,
            timeZone: setting.timeZone,
          }
        : null,
      nextSendAt: setting?.nextDueAt ? new Date(setting.nextDueAt).toISOString() : null,
    });
  });

  app.put('/api/account/weekly-report', { preHandler: requireSession }, async (request, reply) => {
    const body = parsePayload(weeklyReportSettingSchema, request.body, reply);
    if (!body) return reply;
    const saved = await reports.repository.save(request.userId!, body);
    return reply.header('cache-control', 'no-store').send({
      setting: body,
      nextSendAt: saved.nextDueAt ? new Date(saved.nextDueAt).toISOString() : null,
    });
  });

  const languageOf = async (request: FastifyRequest, userId: string | null) => {
    if (userId) {
      const user = await app.database.db
        .selectFrom('user')
        .select('preferredLanguage')
        .where('id', '=', userId)
        .executeTakeFirst();
      if (user?.preferredLanguage) return user.preferredLanguage;
    }
    return languageFromAcceptLanguage(request.headers['accept-language']) ?? 'en';
  };

  const page = async (
    request: FastifyRequest,
    reply: FastifyReply,
    state: 'confirm' | 'done' | 'invalid',
    userId: string | null,
  ) => {
    const language = await languageOf(request, userId);
    return reply
      .code(state === 'invalid' ? 400 : 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', unsubscribePagePolicy)
      .header('referrer-policy', 'no-referrer')
      .send(
        unsubscribePage(state, {
          language,
          action: request.url,
          accountUrl: pathTo(language, 'account'),
        }),
      );
  };

  app.get('/api/weekly-report/unsubscribe', async (request, reply) => {
    const query = tokenQuery.safeParse(request.query);
    const userId = query.success ? reports.tokens.verify(query.data.token) : null;
    return page(request, reply, userId ? 'confirm' : 'invalid', userId);
  });

  app.post('/api/weekly-report/unsubscribe', async (request, reply) => {
    const query = tokenQuery.safeParse(request.query);
    const userId = query.success ? reports.tokens.verify(query.data.token) : null;
    const fromBrowser = (request.headers.accept ?? '').includes('text/html');
    if (userId) await reports.repository.disable(userId);
    if (fromBrowser) return page(request, reply, userId ? 'done' : 'invalid', userId);
    if (!userId)
      return reply.code(400).send({ error: 'invalid_token', message: 'This unsubscribe link is not valid.' });
    return reply.code(200).send({ unsubscribed: true });
  });
}
