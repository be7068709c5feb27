import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { deskCheckSchema, type DeskCheckRecord } from '../../shared/desk-check/desk-check-schema';
import { requireSession } from '../auth/require-session';
import { parsePayload } from '../http/parse-payload';

/** A user keeps at most this many desk checks; the oldest go first. */
const keptPerUser = 200;

/**
 * A signed-in user's desk-setup checks (issue 18): the browser measures on the device and sends
 * numbers and verdicts only; /progress reads the latest.
 */
export async function deskCheckRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  app.addHook('preHandler', requireSession);

  app.post('/api/desk-checks', async (request, reply) => {
    const check = parsePayload(deskCheckSchema, request.body, reply);
    if (!check) return reply;
    const userId = request.userId!;
    await db
      .insertInto('desk_check')
      .values({
        id: randomUUID(),
        userId,
        distanceCm: check.distanceCm,
        eyesAboveCm: check.eyesAboveCm,
        screenHeight: check.screenHeight,
        lightLevel: check.lightLevel,
        lighting: check.lighting,
        checkedAt: check.at,
        createdAt: Date.now(),
      })
      .execute();
    const old = await db
      .selectFrom('desk_check')
      .select('id')
      .where('userId', '=', userId)
      .orderBy('checkedAt', 'desc')
      .offset(keptPerUser)
      .limit(100)
      .execute();
    if (old.length)
      await db
        .deleteFrom('desk_check')
        .where(
          'id',
          'in',
          old.map((row) => row.id),
        )
        .execute();
    return reply.code(201).send({ check });
  });

  app.get('/api/desk-checks/latest', async (request, reply) => {
    const row = await db
      .selectFrom('desk_check')
      .select(['distanceCm', 'eyesAboveCm', 'screenHeight', 'lightLevel', 'lighting', 'checkedAt'])
      .where('userId', '=', request.userId!)
      .orderBy('checkedAt', 'desc')
      .limit(1)
      .executeTakeFirst();
    const check: DeskCheckRecord | null = row
      ? {
          distanceCm: Number(row.distanceCm),
          eyesAboveCm: Number(row.eyesAboveCm),
          screenHeight: row.screenHeight as DeskCheckRecord['screenHeight'],
          lightLevel: Number(row.lightLevel),
          lighting: row.lighting as DeskCheckRecord['lighting'],
          at: Number(row.checkedAt),
        }
      : null;
    return reply.header('cache-control', 'no-store').send({ check });
  });
}
