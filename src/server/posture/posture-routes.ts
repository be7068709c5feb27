import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  endSessionSchema,
  startSessionSchema,
  uploadMinutesSchema,
} from '../../shared/posture/posture-schemas';
import { requireSession } from '../auth/require-session';
import { parsePayload } from '../http/parse-payload';
import { postureRepository } from './posture-repository';
import { uploadBatcher } from './upload-batcher';

const sessionParams = z.object({ id: z.uuid() });
const listQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
const notFound = { error: 'not_found', message: 'This posture session does not exist.' };

/**
 * Posture history of the signed-in user: start a session, add per-minute aggregates (idempotent per
 * session and minute), end it with a summary, list past sessions. Another user's session is 404.
 */
export async function postureRoutes(app: FastifyInstance): Promise<void> {
  const repository = postureRepository(app.database.db, app.database.kind);
  // PostgreSQL runs two batches at once: one inserts while the other finishes its roll-ups (bench/load).
  // SQLite has one connection and writes one transaction at a time anyway.
  const storeUpload = uploadBatcher(repository.storeUploads, {
    writers: app.database.kind === 'postgres' ? 2 : 1,
  });
  app.addHook('preHandler', requireSession);

  app.post('/api/posture/sessions', async (request, reply) => {
    const input = parsePayload(startSessionSchema, request.body, reply);
    if (!input) return reply;
    const outcome = await repository.startSession(request.userId!, input);
    if (outcome === 'foreign') return reply.code(404).send(notFound);
    return reply.code(outcome === 'created' ? 201 : 200).send({ id: input.id });
  });

  // Answers are a few bytes: no compression hooks on the busiest write.
  app.post('/api/posture/sessions/:id/minutes', { compress: false }, async (request, reply) => {
    const params = parsePayload(sessionParams, request.params, reply);
    const body = params && parsePayload(uploadMinutesSchema, request.body, reply);
    if (!params || !body) return reply;
    const stored = await storeUpload({
      userId: request.userId!,
      sessionId: params.id,
      minutes: body.minutes,
    });
    if (stored === 'foreign') return reply.code(404).send(notFound);
    return reply.send({ received: body.minutes.length, stored });
  });

  app.post('/api/posture/sessions/:id/end', async (request, reply) => {
    const params = parsePayload(sessionParams, request.params, reply);
    const body = params && parsePayload(endSessionSchema, request.body, reply);
    if (!params || !body) return reply;
    if (!(await repository.ownsSession(request.userId!, params.id))) return reply.code(404).send(notFound);
    return reply.send({ summary: await repository.endSession(request.userId!, params.id, body.endedAt) });
  });

  app.get('/api/posture/sessions', async (request, reply) => {
    const query = parsePayload(listQuery, request.query, reply);
    if (!query) return reply;
    return reply
      .header('cache-control', 'no-store')
      .send({ sessions: await repository.listSessions(request.userId!, query.limit) });
  });
}
