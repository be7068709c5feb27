import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type Stripe from 'stripe';
import {
  isProRecord,
  type BillingConfig,
  type BillingInterval,
  type InvoiceSummary,
  type PlanPrice,
  type SubscriptionRecord,
} from '../../shared/billing/plans';
import type { Config } from '../config/load-config';
import type { Database } from '../db/schema';
import {
  alreadyPro,
  BillingError,
  noSubscription,
  paymentServiceUnavailable,
  paymentsNotConfigured,
} from './billing-error';
import { createStripeClient } from './stripe-client';
import { subscriptionRepository, type SubscriptionRepository } from './subscription-repository';
import { syncSubscription } from './sync-subscription';

const priceCacheMs = 60 * 60_000;

export interface BillingService {
  readonly stripe: Stripe | null;
  readonly repository: SubscriptionRepository;
  readonly webhookSecret: string | null;
  config(): Promise<BillingConfig>;
  subscriptionOf(userId: string): Promise<SubscriptionRecord | null>;
  startCheckout(userId: string, interval: BillingInterval, siteUrl: string): Promise<string>;
  confirmCheckout(userId: string, sessionId: string): Promise<SubscriptionRecord | null>;
  previewIntervalChange(
    userId: string,
    interval: BillingInterval,
  ): Promise<{ amountDue: number; currency: string }>;
  changeInterval(userId: string, interval: BillingInterval): Promise<SubscriptionRecord | null>;
  setCancelAtPeriodEnd(userId: string, cancel: boolean): Promise<SubscriptionRecord | null>;
  paymentMethodPortal(userId: string, returnUrl: string): Promise<string>;
  invoices(
    userId: string,
    limit: number,
    startingAfter?: string,
  ): Promise<{ invoices: InvoiceSummary[]; hasMore: boolean }>;
  cancelForDeletedUser(userId: string): Promise<void>;
  sync(subscriptionId: string): Promise<string | null>;
}

/**
 * Everything Postura asks of Stripe, in one place: prices, Checkout, interval switches with
 * proration, cancellation, the Billing Portal and invoices. Without Stripe keys every paid action
 * answers "payments are not configured" and the displayed prices come from configuration.
 */
export function createBillingService(
  config: Config,
  db: Kysely<Database>,
  log: FastifyBaseLogger,
): BillingService {
  const stripe = config.stripe ? createStripeClient(config.stripe) : null;
  const repository = subscriptionRepository(db);
  let cachedPrices: { at: number; prices: PlanPrice[] } | undefined;

  const requireStripe = (): Stripe => {
    if (!stripe) throw paymentsNotConfigured();
    return stripe;
  };
  const priceIdOf = (interval: BillingInterval) =>
    interval === 'month' ? config.stripe!.priceMonthly : config.stripe!.priceYearly;

  /** Network and Stripe-side failures become a 502 the UI can show; our own errors pass through. */
  async function call<T>(action: () => Promise<T>): Promise<T> {
    try {
      return await action();
    } catch (error) {
      if (error instanceof BillingError) throw error;
      log.error({ err: error }, 'billing: a Stripe call failed');
      throw paymentServiceUnavailable();
    }
  }

  async function customerOf(userId: string): Promise<string> {
    const user = await repository.stripeCustomerIdOf(userId);
    if (!user) throw new BillingError(404, 'not_found', 'This account does not exist.');
    if (user.customerId) return user.customerId;
    const customer = await requireStripe().customers.create(
      { email: user.email, name: user.name || undefined, metadata: { userId } },
      // Two quick clicks must not make two customers.
      { idempotencyKey: `customer-${userId}` },
    );
    return repository.rememberCustomer(userId, customer.id);
  }

  async function liveSubscription(userId: string): Promise<Stripe.Subscription> {
    const id = await repository.stripeSubscriptionIdOf(userId);
    if (!id) throw noSubscription();
    const subscription = await requireStripe().subscriptions.retrieve(id);
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired')
      throw noSubscription();
    return subscription;
  }

  return {
    stripe,
    repository,
    webhookSecret: config.stripe?.webhookSecret ?? null,

    async config() {
      if (!stripe) {
        const { monthly, yearly, currency } = config.fallbackPrices;
        return {
          paymentsEnabled: false,
          prices: [
            { interval: 'month', amount: monthly, currency },
            { interval: 'year', amount: yearly, currency },
          ],
        };
      }
      if (!cachedPrices || Date.now() - cachedPrices.at > priceCacheMs) {
        const prices = await call(() =>
          Promise.all(
            (['month', 'year'] as const).map(async (interval) => {
              const price = await stripe.prices.retrieve(priceIdOf(interval));
              return { interval, amount: price.unit_amount ?? 0, currency: price.currency };
            }),
          ),
        );
        cachedPrices = { at: Date.now(), prices };
      }
      return { paymentsEnabled: true, prices: cachedPrices.prices };
    },

    subscriptionOf: (userId) => repository.find(userId),

    startCheckout: (userId, interval, siteUrl) =>
      call(async () => {
        const stripeClient = requireStripe();
        if (isProRecord(await repository.find(userId))) throw alreadyPro();
        const customer = await customerOf(userId);
        const session = await stripeClient.checkout.sessions.create({
          mode: 'subscription',
          customer,
          client_reference_id: userId,
          line_items: [{ price: priceIdOf(interval), quantity: 1 }],
          success_url: `${siteUrl}/subscription/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${siteUrl}/upgrade`,
          metadata: { userId },
          subscription_data: { metadata: { userId } },
        });
        if (!session.url) throw paymentServiceUnavailable();
        return session.url;
      }),

    confirmCheckout: (userId, sessionId) =>
      call(async () => {
        const notYours = () =>
          new BillingError(404, 'not_found', 'This checkout does not belong to your account.');
        // An id Stripe does not know (a typo, a made-up link) is the user's mistake, not an outage.
        const session = await requireStripe()
          .checkout.sessions.retrieve(sessionId)
          .catch((error: unknown) => {
            throw (error as { code?: unknown }).code === 'resource_missing' ? notYours() : error;
          });
        if (session.client_reference_id !== userId) throw notYours();
        const subscriptionId =
          typeof session.subscription === 'string' ? session.subscription : session.subscription?.id;
        // Paid but the webhook is not here yet: read the subscription now so the user never sees "free".
        if (session.status === 'complete' && subscriptionId)
          await syncSubscription(stripe!, repository, subscriptionId, log);
        return repository.find(userId);
      }),

    previewIntervalChange: (userId, interval) =>
      call(async () => {
        const subscription = await liveSubscription(userId);
        const item = subscription.items.data[0]!;
        const preview = await requireStripe().invoices.createPreview({
          customer:
            typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id,
          subscription: subscription.id,
          subscription_details: {
            items: [{ id: item.id, price: priceIdOf(interval) }],
            proration_behavior: 'always_invoice',
          },
        });
        return { amountDue: preview.amount_due, currency: preview.currency };
      }),

    changeInterval: (userId, interval) =>
      call(async () => {
        const subscription = await liveSubscription(userId);
        const item = subscription.items.data[0]!;
        if (item.price.id !== priceIdOf(interval))
          await requireStripe().subscriptions.update(subscription.id, {
            items: [{ id: item.id, price: priceIdOf(interval) }],
            proration_behavior: 'always_invoice',
          });
        await syncSubscription(stripe!, repository, subscription.id, log);
        return repository.find(userId);
      }),

    setCancelAtPeriodEnd: (userId, cancel) =>
      call(async () => {
        const subscription = await liveSubscription(userId);
        await requireStripe().subscriptions.update(subscription.id, { cancel_at_period_end: cancel });
        await syncSubscription(stripe!, repository, subscription.id, log);
        return repository.find(userId);
      }),

    paymentMethodPortal: (userId, returnUrl) =>
      call(async () => {
        const customer = (await repository.stripeCustomerIdOf(userId))?.customerId;
        if (!customer) throw noSubscription();
        const session = await requireStripe().billingPortal.sessions.create({
          customer,
          return_url: returnUrl,
          flow_data: { type: 'payment_method_update' },
        });
        return session.url;
      }),

    invoices: (userId, limit, startingAfter) =>
      call(async () => {
        const customer = (await repository.stripeCustomerIdOf(userId))?.customerId;
        if (!stripe || !customer) return { invoices: [], hasMore: false };
        const page = await stripe.invoices
          .list({ customer, limit, ...(startingAfter && { starting_after: startingAfter }) })
          .catch((error: unknown) => {
            // A made-up `startingAfter` is the client's mistake, not an outage.
            if ((error as { code?: unknown }).code !== 'resource_missing') throw error;
            throw new BillingError(400, 'invalid_request', 'This page of invoices does not exist.');
          });
        return {
          hasMore: page.has_more,
          invoices: page.data.map((invoice) => ({
            id: invoice.id ?? '',
            number: invoice.number ?? null,
            created: invoice.created * 1000,
            amount: invoice.status === 'paid' ? invoice.amount_paid : invoice.amount_due,
            currency: invoice.currency,
            status: invoice.status ?? 'draft',
            pdfUrl: invoice.invoice_pdf ?? null,
            hostedUrl: invoice.hosted_invoice_url ?? null,
          })),
        };
      }),

    /** Deleting an account ends its subscription at once, so nobody is charged for a deleted account. */
    async cancelForDeletedUser(userId) {
      const id = await repository.stripeSubscriptionIdOf(userId);
      if (!stripe || !id) return;
      await call(async () => {
        const subscription = await stripe.subscriptions.retrieve(id);
        if (subscription.status !== 'canceled' && subscription.status !== 'incomplete_expired')
          await stripe.subscriptions.cancel(id);
      });
    },

    sync: (subscriptionId) => syncSubscription(requireStripe(), repository, subscriptionId, log),
  };
}
