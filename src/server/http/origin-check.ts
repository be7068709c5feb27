import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/load-config';

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Cross-site request forgery guard: a state-changing /api request whose Origin is not our own is
 * refused with 403. Requests without an Origin (server-to-server, e.g. Stripe webhooks) pass; they
 * carry no browser cookies worth forging.
 */
export async function originCheck(app: FastifyInstance, config: Config): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (safeMethods.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const own = config.publicUrl
      ? new URL(config.publicUrl).origin
      : `${request.protocol}://${request.headers.host}`;
    if (origin !== own) {
      return reply
        .code(403)
        .send({ error: 'forbidden_origin', message: 'This request came from another site and was refused.' });
    }
  });
}
