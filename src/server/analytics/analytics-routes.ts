import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { analyticsBatchSchema } from '../../shared/analytics/analytics-schema';
import { parsePayload } from '../http/parse-payload';

/**
 * POST /api/analytics: page views and web vitals from the app (sent with sendBeacon), validated,
 * rate-limited and stored. No cookie, user id or IP address is kept with them.
 */
export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    ...(app.redis && { redis: app.redis, skipOnError: true, nameSpace: 'analytics-limit:' }),
  });
  // sendBeacon posts a Blob; browsers may label it text/plain. Both are read as JSON here.
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: 16 * 1024 },
    (_request, body, done) => {
      try {
        done(null, JSON.parse(body as string));
      } catch {
        done(null, undefined);
      }
    },
  );

  app.post(
    '/api/analytics',
    { config: { rateLimit: { max: 120, timeWindow: '1 minute' } }, bodyLimit: 16 * 1024 },
    async (request, reply) => {
      const batch = parsePayload(analyticsBatchSchema, request.body, reply);
      if (!batch) return reply;
      const at = Date.now();
      await app.database.db
        .insertInto('analytics_event')
        .values(
          batch.events.map((event) => ({
            name: event.name,
            params: JSON.stringify(event.params),
            path: event.name === 'page_view' ? event.params.page_path : '',
            language: batch.language,
            at,
          })),
        )
        .execute();
      return reply.code(204).send();
    },
  );
}
