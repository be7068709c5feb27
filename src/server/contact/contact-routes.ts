import { randomUUID } from 'node:crypto';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { contactSchema } from '../../shared/contact/contact-schema';
import { toFetchRequest } from '../auth/auth-routes';
import { parsePayload } from '../http/parse-payload';

/**
 * POST /api/contact: validated, limited to a few messages per address and hour, stored first (so a
 * mail outage loses nothing) and then e-mailed to the support address with Reply-To-friendly text.
 */
export async function contactRoutes(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    // Shared by every process through Redis when configured; if Redis fails, requests are not blocked.
    ...(app.redis && { redis: app.redis, skipOnError: true, nameSpace: 'contact-limit:' }),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      error: 'too_many_requests',
      message: `Too many messages. Please try again in ${Math.ceil(context.ttl / 60_000)} minutes.`,
    }),
  });

  app.post(
    '/api/contact',
    { config: { rateLimit: { max: 5, timeWindow: '1 hour' } }, bodyLimit: 16 * 1024 },
    async (request, reply) => {
      const input = parsePayload(contactSchema, request.body, reply);
      if (!input) return reply;
      const session = await app.auth.api
        .getSession({ headers: toFetchRequest(request).headers })
        .catch(() => null);
      const id = randomUUID();
      await app.database.db
        .insertInto('contact_message')
        .values({ id, ...input, userId: session?.user.id ?? null, createdAt: Date.now() })
        .execute();
      const text = [
        `From: ${input.name} <${input.email}>`,
        `Topic: ${input.topic}`,
        `Language: ${input.language}`,
        session ? `Account: ${session.user.id}` : 'Account: (not signed in)',
        '',
        input.message,
      ].join('\n');
      void app.mailer.send({
        to: app.config.supportEmail,
        subject: `[Postura contact] ${input.topic}: ${input.name}`,
        text,
        html: `<pre style="font-family:inherit;white-space:pre-wrap">${text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!)}</pre>`,
      });
      return reply.code(201).send({ id });
    },
  );
}
