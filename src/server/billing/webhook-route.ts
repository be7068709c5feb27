import type { FastifyInstance } from 'fastify';
import type Stripe from 'stripe';
import { billingEventLog } from './billing-event-log';
import type { BillingService } from './billing-service';
import { webhookHandlers } from './webhook-handlers';

/** Stripe's signature tolerance: a delivery signed more than five minutes ago is refused (replays). */
const toleranceSeconds = 300;

/**
 * POST /api/billing/webhook. The signature covers the exact bytes Stripe sent, so this route keeps the
 * raw body (a parser scoped to this plugin) and verifies it before anything else. Each event id is
 * claimed once; a handler failure releases the claim and answers 500 so Stripe delivers it again.
 */
export async function webhookRoute(
  app: FastifyInstance,
  { billing }: { billing: BillingService },
): Promise<void> {
  const events = billingEventLog(app.database.db);
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 512 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/api/billing/webhook', async (request, reply) => {
    if (!billing.stripe || !billing.webhookSecret)
      return reply
        .code(503)
        .send({ error: 'payments_not_configured', message: 'Payments are not configured on this server.' });
    const signature = request.headers['stripe-signature'];
    if (typeof signature !== 'string' || !Buffer.isBuffer(request.body))
      return reply
        .code(400)
        .send({ error: 'invalid_signature', message: 'The Stripe signature is missing.' });

    let event: Stripe.Event;
    try {
      event = billing.stripe.webhooks.constructEvent(
        request.body,
        signature,
        billing.webhookSecret,
        toleranceSeconds,
      );
    } catch {
      return reply
        .code(400)
        .send({ error: 'invalid_signature', message: 'The Stripe signature is not valid.' });
    }

    const handler = webhookHandlers[event.type];
    if (!handler) return reply.send({ received: true, handled: false });

    const claim = await events.claim(event.id, event.type);
    if (claim === 'done') return reply.send({ received: true, duplicate: true });
    // The same event is being handled by another delivery right now: Stripe will ask again later.
    if (claim === 'busy')
      return reply.code(409).send({ error: 'in_progress', message: 'This event is already being handled.' });

    try {
      await handler(event, billing, request.log);
      await events.markProcessed(event.id);
      return reply.send({ received: true });
    } catch (error) {
      await events.release(event.id);
      request.log.error(
        { err: error, eventId: event.id, type: event.type },
        'billing: webhook handling failed',
      );
      return reply
        .code(500)
        .send({ error: 'webhook_failed', message: 'The event could not be handled; please retry.' });
    }
  });
}
