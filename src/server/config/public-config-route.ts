import type { FastifyInstance } from 'fastify';

/** GET /api/config: what the browser app may know about this server's set-up (never a secret). */
export async function publicConfigRoute(app: FastifyInstance): Promise<void> {
  app.get('/api/config', async (_request, reply) =>
    reply.header('cache-control', 'no-cache').send({
      googleSignIn: Boolean(app.config.google),
      gaMeasurementId: app.config.gaMeasurementId ?? null,
      maintenance: app.config.maintenanceMode,
    }),
  );
}
