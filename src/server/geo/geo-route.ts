import type { FastifyInstance } from 'fastify';

/**
 * GET /api/geo → `{ "country_code": "DE" }`, or null for private, loopback and unknown addresses.
 * The address is the connection's, or X-Forwarded-For's only when TRUST_PROXY says so.
 */
export async function geoRoute(app: FastifyInstance): Promise<void> {
  app.get('/api/geo', async (request, reply) => {
    let country: string | null = null;
    try {
      country = app.countryOf(request.ip);
    } catch (error) {
      request.log.warn({ err: error }, 'country lookup failed');
    }
    return reply.header('cache-control', 'private, no-store').send({ country_code: country });
  });
}
