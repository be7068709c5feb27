import type { FastifyReply } from 'fastify';
import type { z } from 'zod';

/**
 * Validates a payload at the edge. On failure it answers 400 with a message the UI can show and the
 * fields at fault, and returns undefined; nothing reaches the services unchecked.
 */
export function parsePayload<T extends z.ZodType>(
  schema: T,
  value: unknown,
  reply: FastifyReply,
): z.infer<T> | undefined {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  void reply.code(400).send({
    error: 'invalid_request',
    message: 'Some of the data sent was not valid.',
    issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  });
  return undefined;
}
