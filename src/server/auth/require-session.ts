import type { FastifyReply, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    userId?: string;
  }
}

/** A preHandler for our own API: 401 with a message unless the request carries a valid session. */
export async function requireSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const userId = await request.server.signedInUserId(request);
  if (!userId) {
    await reply.code(401).send({ error: 'unauthorized', message: 'Please sign in to continue.' });
    return;
  }
  request.userId = userId;
}
