import type { FastifyInstance } from 'fastify';
import { requireSession } from '../auth/require-session';
import { exportAccountData } from './export-account-data';

/** GET /api/account/export: the signed-in user's data as a JSON download. */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/account/export', { preHandler: requireSession }, async (request, reply) => {
    const data = await exportAccountData(app.database.db, request.userId!);
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', 'attachment; filename="postura-my-data.json"')
      .send(data);
  });
}
