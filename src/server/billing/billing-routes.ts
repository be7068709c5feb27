import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  changeIntervalSchema,
  checkoutRequestSchema,
  checkoutSessionParamsSchema,
  intervalQuerySchema,
  invoicesQuerySchema,
  portalRequestSchema,
  reactivateRequestSchema,
} from '../../shared/billing/billing-schemas';
import { effectiveFeatures, isProRecord, type SubscriptionRecord } from '../../shared/billing/plans';
import { routes } from '../../shared/routing/paths';
import { requireSession } from '../auth/require-session';
import { parsePayload } from '../http/parse-payload';
import { BillingError } from './billing-error';
import type { BillingService } from './billing-service';

/** Our site's address for Stripe's return links: PUBLIC_URL, or the request's own origin. */
function siteUrl(request: FastifyRequest, language: string): string {
  const origin = request.server.config.publicUrl ?? `${request.protocol}://${request.host}`;
  return `${origin}/${language}`;
}

const subscriptionBody = (record: SubscriptionRecord | null) => ({
  subscription: record,
  isPro: isProRecord(record),
  features: effectiveFeatures(record),
});

/** Turns a BillingError into its status and message; anything else stays a 500. */
async function answer(reply: FastifyReply, work: () => Promise<unknown>) {
  try {
    return reply.header('cache-control', 'no-store').send(await work());
  } catch (error) {
    if (!(error instanceof BillingError)) throw error;
    return reply.code(error.statusCode).send({ error: error.code, message: error.message });
  }
}

/**
 * The billing API the subscription pages use. Every route but the price list needs a session; each
 * works on the signed-in user's own customer and subscription only.
 */
export async function billingRoutes(
  app: FastifyInstance,
  { billing }: { billing: BillingService },
): Promise<void> {
  app.get('/api/billing/config', async (_request, reply) => answer(reply, () => billing.config()));

  app.register(async (signedIn) => {
    signedIn.addHook('preHandler', requireSession);

    signedIn.get('/api/subscription', async (request, reply) =>
      answer(reply, async () => subscriptionBody(await billing.subscriptionOf(request.userId!))),
    );

    signedIn.post('/api/billing/checkout', async (request, reply) => {
      const input = parsePayload(checkoutRequestSchema, request.body, reply);
      if (!input) return reply;
      return answer(reply, async () => ({
        url: await billing.startCheckout(request.userId!, input.interval, siteUrl(request, input.language)),
      }));
    });

    signedIn.get('/api/billing/checkout/:sessionId', async (request, reply) => {
      const params = parsePayload(checkoutSessionParamsSchema, request.params, reply);
      if (!params) return reply;
      return answer(reply, async () =>
        subscriptionBody(await billing.confirmCheckout(request.userId!, params.sessionId)),
      );
    });

    signedIn.get('/api/billing/interval-preview', async (request, reply) => {
      const query = parsePayload(intervalQuerySchema, request.query, reply);
      if (!query) return reply;
      return answer(reply, () => billing.previewIntervalChange(request.userId!, query.interval));
    });

    signedIn.post('/api/billing/interval', async (request, reply) => {
      const input = parsePayload(changeIntervalSchema, request.body, reply);
      if (!input) return reply;
      return answer(reply, async () =>
        subscriptionBody(await billing.changeInterval(request.userId!, input.interval)),
      );
    });

    signedIn.post('/api/billing/cancel', async (request, reply) =>
      answer(reply, async () => subscriptionBody(await billing.setCancelAtPeriodEnd(request.userId!, true))),
    );

    // Undo a pending cancellation; after the subscription ended, start a new Checkout instead.
    signedIn.post('/api/billing/reactivate', async (request, reply) => {
      const input = parsePayload(reactivateRequestSchema, request.body ?? {}, reply);
      if (!input) return reply;
      return answer(reply, async () => {
        const record = await billing.subscriptionOf(request.userId!);
        if (record && isProRecord(record) && record.cancelAtPeriodEnd && record.managedByStripe)
          return subscriptionBody(await billing.setCancelAtPeriodEnd(request.userId!, false));
        if (isProRecord(record))
          throw new BillingError(409, 'already_active', 'Your Pro subscription is already active.');
        return {
          url: await billing.startCheckout(request.userId!, input.interval, siteUrl(request, input.language)),
        };
      });
    });

    signedIn.post('/api/billing/payment-method', async (request, reply) => {
      const input = parsePayload(portalRequestSchema, request.body ?? {}, reply);
      if (!input) return reply;
      const returnTo = `${siteUrl(request, input.language)}${routes.subscriptionManage.path}`;
      return answer(reply, async () => ({
        url: await billing.paymentMethodPortal(request.userId!, returnTo),
      }));
    });

    signedIn.get('/api/billing/invoices', async (request, reply) => {
      const query = parsePayload(invoicesQuerySchema, request.query, reply);
      if (!query) return reply;
      return answer(reply, () => billing.invoices(request.userId!, query.limit, query.startingAfter));
    });
  });
}
