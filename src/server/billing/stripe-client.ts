import Stripe from 'stripe';
import type { Config } from '../config/load-config';

/**
 * The Stripe SDK, or null when payments are not configured (the embedded mode). STRIPE_API_URL points
 * the same SDK at a local stand-in of Stripe's API in tests; production talks to api.stripe.com.
 */
export function createStripeClient(stripe: NonNullable<Config['stripe']>): Stripe {
  const override = stripe.apiUrl ? new URL(stripe.apiUrl) : undefined;
  return new Stripe(stripe.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Postura' },
    ...(override && {
      host: override.hostname,
      port: override.port || (override.protocol === 'https:' ? 443 : 80),
      protocol: override.protocol === 'https:' ? 'https' : 'http',
    }),
  });
}
