import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';

/** GET /api/health: 200 when the database answers, 503 otherwise (for load balancers and probes). */
export async function healthRoute(app: FastifyInstance): Promise<void> {
  app.get('/api/health', async (_request, reply) => {
    try {
      await sql`select 1`.execute(app.database.db);
      return reply.header('cache-control', 'no-store').send({ status: 'ok', database: app.database.kind });
    } catch (error) {
      app.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', message: 'The database is unreachable' });
    }
  });
}
