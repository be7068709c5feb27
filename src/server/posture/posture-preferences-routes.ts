import type { FastifyInstance } from 'fastify';
import type { FeatureName } from '../../shared/billing/plans';
import { effectiveFeatures } from '../../shared/billing/plans';
import {
  alertSettingsSchema,
  calibrationSchema,
  cameraKeySchema,
  defaultSensitivity,
  type AlertSettings,
} from '../../shared/posture/posture-schemas';
import { requireSession } from '../auth/require-session';
import { subscriptionRepository } from '../billing/subscription-repository';
import { parsePayload } from '../http/parse-payload';

/** The Pro features a set of alert settings turns on (spec §3 flags). */
function proFeaturesUsed(settings: AlertSettings): FeatureName[] {
  const used: FeatureName[] = [];
  if (
    settings.sensitivity !== defaultSensitivity ||
    Object.values(settings.measureSensitivity).some((value) => value !== defaultSensitivity)
  )
    used.push('sensitivity_control');
  if (settings.sound) used.push('sound_alerts');
  if (settings.notifications) used.push('background_notifications');
  return used;
}

/**
 * A signed-in user's /pose set-up kept on the server: alert settings (Pro features enforced here, not
 * only in the interface) and one calibration per camera, so another browser starts calibrated.
 */
export async function posturePreferencesRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.database;
  const subscriptions = subscriptionRepository(db);
  app.addHook('preHandler', requireSession);

  app.get('/api/posture/preferences', async (request, reply) => {
    const row = await db
      .selectFrom('posture_preference')
      .select('settings')
      .where('userId', '=', request.userId!)
      .executeTakeFirst();
    return reply
      .header('cache-control', 'no-store')
      .send({ settings: row ? JSON.parse(row.settings) : null });
  });

  app.put('/api/posture/preferences', async (request, reply) => {
    const settings = parsePayload(alertSettingsSchema, request.body, reply);
    if (!settings) return reply;
    const features = effectiveFeatures(await subscriptions.find(request.userId!));
    const locked = proFeaturesUsed(settings).filter((feature) => !features[feature]);
    if (locked.length)
      return reply.code(403).send({
        error: 'pro_required',
        features: locked,
        message: 'These alert settings are part of Postura Pro. Upgrade to use them.',
      });
    const values = { settings: JSON.stringify(settings), updatedAt: Date.now() };
    await db
      .insertInto('posture_preference')
      .values({ userId: request.userId!, ...values })
      .onConflict((oc) => oc.column('userId').doUpdateSet(values))
      .execute();
    return reply.send({ settings });
  });

  // A camera never calibrated starts from the user's latest calibration (people sit alike in front
  // of any camera); `exact` says which it is, so the interface can suggest recalibrating.
  app.get('/api/posture/calibrations/:cameraKey', async (request, reply) => {
    const params = parsePayload(cameraKeySchema, request.params, reply);
    if (!params) return reply;
    const rows = await db
      .selectFrom('posture_calibration')
      .select(['cameraKey', 'calibration'])
      .where('userId', '=', request.userId!)
      .orderBy('updatedAt', 'desc')
      .limit(50)
      .execute();
    const row = rows.find((r) => r.cameraKey === params.cameraKey) ?? rows[0];
    return reply.header('cache-control', 'no-store').send({
      calibration: row ? JSON.parse(row.calibration) : null,
      exact: row?.cameraKey === params.cameraKey,
    });
  });

  app.put('/api/posture/calibrations/:cameraKey', async (request, reply) => {
    const params = parsePayload(cameraKeySchema, request.params, reply);
    const calibration = params && parsePayload(calibrationSchema, request.body, reply);
    if (!params || !calibration) return reply;
    const values = { calibration: JSON.stringify(calibration), updatedAt: Date.now() };
    await db
      .insertInto('posture_calibration')
      .values({ userId: request.userId!, cameraKey: params.cameraKey, ...values })
      .onConflict((oc) => oc.columns(['userId', 'cameraKey']).doUpdateSet(values))
      .execute();
    return reply.send({ calibration });
  });
}
