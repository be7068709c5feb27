import type { FastifyInstance } from 'fastify';

/** Always answered, so the app can say what is going on and monitors can see the server is up. */
const stillServed = new Set(['/api/health', '/api/config']);

/**
 * MAINTENANCE_MODE: the web app is still served (it shows a notice), but the API answers 503 with
 * Retry-After, so nothing is half-written while the operator works. Stripe retries its webhooks later.
 */
export async function maintenanceMode(app: FastifyInstance): Promise<void> {
  if (!app.config.maintenanceMode) return;
  app.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0]!;
    if (!path.startsWith('/api/') || stillServed.has(path)) return;
    return reply.code(503).header('retry-after', '300').send({
      error: 'maintenance',
      message: 'Postura is down for maintenance. Please try again in a few minutes.',
    });
  });
}
