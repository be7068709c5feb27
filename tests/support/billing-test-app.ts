import type { FastifyInstance } from 'fastify';
import { startTestApp } from './test-app';
import type { DatabaseHandle } from '../../src/server/db/create-database';
import { startStripeStandIn, type StripeStandIn } from './stripe-stand-in';

export const testPrices = { monthly: 'price_monthly_test', yearly: 'price_yearly_test' };
export const testWebhookSecret = 'whsec_postura_test';

/** The Stripe settings of an app whose SDK talks to the local stand-in instead of api.stripe.com. */
export function stripeEnv(standIn: StripeStandIn): Record<string, string> {
  return {
    STRIPE_SECRET_KEY: 'sk_test_standin',
    STRIPE_WEBHOOK_SECRET: testWebhookSecret,
    STRIPE_PRICE_MONTHLY: testPrices.monthly,
    STRIPE_PRICE_YEARLY: testPrices.yearly,
    STRIPE_PUBLISHABLE_KEY: 'pk_test_standin',
    STRIPE_API_URL: standIn.url,
  };
}

export function startPricedStandIn(): Promise<StripeStandIn> {
  return startStripeStandIn({
    prices: [
      { id: testPrices.monthly, unitAmount: 499, currency: 'usd', interval: 'month' },
      { id: testPrices.yearly, unitAmount: 3999, currency: 'usd', interval: 'year' },
    ],
  });
}

/** Postura on a real port, paid plans through the Stripe stand-in, whose webhooks come back to it. */
export async function startBillingApp(database: DatabaseHandle): Promise<{
  app: FastifyInstance;
  base: string;
  standIn: StripeStandIn;
}> {
  const standIn = await startPricedStandIn();
  const app = await startTestApp({ database, env: { TRUST_PROXY: 'true', ...stripeEnv(standIn) } });
  const base = await app.listen({ host: '127.0.0.1', port: 0 });
  standIn.setWebhookTarget(`${base}/api/billing/webhook`, testWebhookSecret);
  return { app, base, standIn };
}
