import type { FastifyReply, FastifyRequest } from 'fastify';
import { toFetchRequest } from './auth-routes';

declare module 'fastify' {
  interface FastifyRequest {
    userId?: string;
  }
}

/** A preHandler for our own API: 401 with a message unless the request carries a valid session. */
export async function requireSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const session = await request.server.auth.api.getSession({ headers: toFetchRequest(request).headers });
  if (!session) {
    await reply.code(401).send({ error: 'unauthorized', message: 'Please sign in to continue.' });
    return;
  }
  request.userId = session.user.id;
}
