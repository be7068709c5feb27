import type { FastifyReply, FastifyRequest } from 'fastify';
import { effectiveFeatures, type FeatureName } from '../../shared/billing/plans';
import { subscriptionRepository } from './subscription-repository';

/**
 * A preHandler (after requireSession) for pro-only endpoints: the plan is enforced on the server, not
 * only by hiding controls. A free user gets 403 with a message the UI can show.
 */
export function requireFeature(feature: FeatureName) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const record = await subscriptionRepository(request.server.database.db).find(request.userId!);
    if (effectiveFeatures(record)[feature]) return;
    await reply.code(403).send({
      error: 'pro_required',
      feature,
      message: 'This feature is part of Postura Pro. Upgrade to use it.',
    });
  };
}
