import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import { containsNul } from './contains-nul';

/**
 * Validates a payload at the edge. On failure it answers 400 with a message the UI can show and the
 * fields at fault, and returns undefined; nothing reaches the services unchecked. Text with a NUL
 * character is refused whatever the schema (contains-nul.ts).
 */
export function parsePayload<T extends z.ZodType>(
  schema: T,
  value: unknown,
  reply: FastifyReply,
): z.infer<T> | undefined {
  if (containsNul(value)) {
    void reply.code(400).send({
      error: 'invalid_request',
      message: 'Text may not contain NUL characters.',
      issues: [],
    });
    return undefined;
  }
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  void reply.code(400).send({
    error: 'invalid_request',
    message: 'Some of the data sent was not valid.',
    issues: parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
  });
  return undefined;
}
