import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { effectiveFeatures } from '../../shared/billing/plans';
import type { RecommendationsAnswer } from '../../shared/progress/exercises';
import { rangeQuerySchema, summaryQuerySchema } from '../../shared/progress/progress-schemas';
import { requireSession } from '../auth/require-session';
import { requireFeature } from '../billing/require-feature';
import { subscriptionRepository } from '../billing/subscription-repository';
import { parsePayload } from '../http/parse-payload';
import { progressRepository } from './progress-repository';
import { progressService } from './progress-service';
import { recommend, weeklyPlan } from './recommend';

const recommendationWindowDays = 14;
const sessionParams = z.object({ id: z.uuid() });

/**
 * /progress's data, strictly the signed-in user's own: a summary for everyone; ranges, the heat map and
 * CSV export for Pro (advanced_metrics, enforced here); recommendations (free: the top one).
 */
export async function progressRoutes(app: FastifyInstance): Promise<void> {
  const service = progressService(app.database.db, app.database.kind, app.config.streak);
  const repository = progressRepository(app.database.db, app.database.kind);
  const subscriptions = subscriptionRepository(app.database.db);
  const advanced = requireFeature('advanced_metrics');
  app.addHook('preHandler', requireSession);

  app.get('/api/progress/summary', async (request, reply) => {
    const query = parsePayload(summaryQuerySchema, request.query, reply);
    if (!query) return reply;
    return reply
      .header('cache-control', 'no-store')
      .send(await service.summary(request.userId!, query.tzOffset));
  });

  app.get('/api/progress/range', { preHandler: advanced }, async (request, reply) => {
    const query = parsePayload(rangeQuerySchema, request.query, reply);
    if (!query) return reply;
    return reply.header('cache-control', 'no-store').send(await service.range(request.userId!, query));
  });

  app.get('/api/progress/export.csv', { preHandler: advanced }, async (request, reply) => {
    const query = parsePayload(rangeQuerySchema, request.query, reply);
    if (!query) return reply;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="postura-${query.from}-to-${query.to}.csv"`)
      .header('cache-control', 'no-store')
      .send(await service.csv(request.userId!, query));
  });

  app.get('/api/progress/recommendations', async (request, reply) => {
    const query = parsePayload(summaryQuerySchema, request.query, reply);
    if (!query) return reply;
    const since = Date.now() - recommendationWindowDays * 86_400_000;
    const [minutes, sessions, record] = await Promise.all([
      repository.minutes(request.userId!, since, Date.now() + 60_000),
      repository.sessionSpans(request.userId!, since),
      subscriptions.find(request.userId!),
    ]);
    const all = recommend(minutes, sessions, query.tzOffset);
    const pro = effectiveFeatures(record).advanced_metrics;
    const answer: RecommendationsAnswer = {
      recommendations: pro ? all : all.slice(0, 1),
      weeklyPlan: pro ? weeklyPlan(all) : null,
      moreWithPro: !pro && all.length > 1,
      windowDays: recommendationWindowDays,
    };
    return reply.header('cache-control', 'no-store').send(answer);
  });

  app.delete('/api/posture/sessions/:id', async (request, reply) => {
    const params = parsePayload(sessionParams, request.params, reply);
    if (!params) return reply;
    if (!(await service.deleteSession(request.userId!, params.id)))
      return reply.code(404).send({ error: 'not_found', message: 'This posture session does not exist.' });
    return reply.code(204).send();
  });
}
