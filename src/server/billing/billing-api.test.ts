import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBillingApp, testPrices } from '../../../tests/support/billing-test-app';
import type { HttpClient } from '../../../tests/support/http-client';
import { signedInClient } from '../../../tests/support/signed-in-client';
import type { StripeStandIn } from '../../../tests/support/stripe-stand-in';
import { startTestApp } from '../../../tests/support/test-app';
import { openTestDatabase, type TestDatabaseKind } from '../../../tests/support/test-database';
import { setPlan } from '../admin/set-plan';

const sessionIdOf = (url: string) => url.split('/').pop()!;

describe.each<TestDatabaseKind>(['sqlite', 'postgres'])(
  'billing API with a local Stripe stand-in on %s',
  (kind) => {
    let app: FastifyInstance;
    let base: string;
    let standIn: StripeStandIn;
    let database: Awaited<ReturnType<typeof openTestDatabase>>;
    let ada: HttpClient;

    const userRow = (email: string) =>
      app.database.db.selectFrom('user').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      ({ app, base, standIn } = await startBillingApp(database));
      ada = await signedInClient(app, base, 'ada@example.com');
    });
    afterAll(async () => {
      await app.close();
      await standIn.close();
      await database.drop();
    });

    it('reads the prices from Stripe', async () => {
      const config = await ada.get('/api/billing/config');
      expect(config.json).toEqual({
        paymentsEnabled: true,
        prices: [
          { interval: 'month', amount: 499, currency: 'usd' },
          { interval: 'year', amount: 3999, currency: 'usd' },
        ],
      });
    });

    it('starts free: no record, free features', async () => {
      const answer = await ada.get('/api/subscription');
      expect(answer.json).toMatchObject({
        subscription: null,
        isPro: false,
        features: { basic_posture: true, sound_alerts: false },
      });
    });

    it('checks out once per customer, and the paid checkout makes the user pro through signed webhooks', async () => {
      const first = await ada.post('/api/billing/checkout', { interval: 'month', language: 'fr' });
      const second = await ada.post('/api/billing/checkout', { interval: 'year', language: 'fr' });
      expect(first.status).toBe(200);
      expect(second.status).toBe(200);
      const customerCreations = standIn.requests.filter(
        (r) => r.method === 'POST' && r.path === '/v1/customers',
      );
      expect(customerCreations).toHaveLength(1);
      const user = await userRow('ada@example.com');
      expect(user.stripeCustomerId).toMatch(/^cus_/);

      const session = standIn.checkoutSessions.get(sessionIdOf(first.json!.url as string))!;
      expect(session).toMatchObject({
        mode: 'subscription',
        customer: user.stripeCustomerId,
        client_reference_id: user.id,
        cancel_url: `${base}/fr/upgrade`,
      });
      expect(session.success_url).toBe(`${base}/fr/subscription/success?session_id={CHECKOUT_SESSION_ID}`);

      await standIn.completeCheckout(session.id as string);
      expect(standIn.events.map((e) => [e.type, e.status])).toEqual([
        ['checkout.session.completed', 200],
        ['customer.subscription.created', 200],
        ['invoice.paid', 200],
      ]);
      const answer = await ada.get('/api/subscription');
      expect(answer.json).toMatchObject({
        isPro: true,
        features: {
          basic_posture: true,
          sensitivity_control: true,
          background_notifications: true,
          advanced_metrics: true,
          sound_alerts: true,
        },
        subscription: {
          plan: 'pro',
          status: 'active',
          interval: 'month',
          cancelAtPeriodEnd: false,
          managedByStripe: true,
        },
      });
      expect((answer.json!.subscription as { currentPeriodEnd: number }).currentPeriodEnd).toBeGreaterThan(
        Date.now() + 29 * 86_400_000,
      );
      expect(await userRow('ada@example.com')).toMatchObject({
        plan: 'pro',
        stripeSubscriptionId: expect.stringMatching(/^sub_/),
      });

      // The success page's check answers pro too, and a second checkout is refused.
      const confirmed = await ada.get(`/api/billing/checkout/${session.id}`);
      expect(confirmed.json).toMatchObject({ isPro: true });
      const again = await ada.post('/api/billing/checkout', { interval: 'month' });
      expect(again.status).toBe(409);
      expect(again.json).toMatchObject({ error: 'already_pro', message: 'You already have Postura Pro.' });
    });

    it('shows pro on the success page before any webhook arrives (the server reads the session)', async () => {
      const early = await signedInClient(app, base, 'early@example.com');
      const { json } = await early.post('/api/billing/checkout', { interval: 'year' });
      // Webhooks go nowhere useful (a 404), as if Stripe were running late.
      standIn.setWebhookTarget(`${base}/api/not-the-webhook`, 'whsec_x');
      try {
        await standIn.completeCheckout(sessionIdOf(json!.url as string));
      } finally {
        standIn.setWebhookTarget(`${base}/api/billing/webhook`, 'whsec_postura_test');
      }
      expect((await early.get('/api/subscription')).json).toMatchObject({ isPro: false });
      const confirmed = await early.get(`/api/billing/checkout/${sessionIdOf(json!.url as string)}`);
      expect(confirmed.json).toMatchObject({ isPro: true, subscription: { interval: 'year' } });
    });

    it('never lets one user read another user’s checkout', async () => {
      const mallory = await signedInClient(app, base, 'mallory@example.com');
      const adaSession = [...standIn.checkoutSessions.values()].find((s) => s.status === 'complete')!;
      const peek = await mallory.get(`/api/billing/checkout/${adaSession.id}`);
      expect(peek.status).toBe(404);
      expect((await mallory.get('/api/subscription')).json).toMatchObject({ isPro: false });
      expect((await mallory.get('/api/billing/checkout/not-an-id')).status).toBe(400);
    });

    it('previews and switches monthly → yearly, cancels at period end and reactivates', async () => {
      const preview = await ada.get('/api/billing/interval-preview?interval=year');
      expect(preview.status).toBe(200);
      expect(preview.json).toMatchObject({ currency: 'usd', amountDue: expect.any(Number) });
      expect(preview.json!.amountDue as number).toBeGreaterThan(0);

      const switched = await ada.post('/api/billing/interval', { interval: 'year' });
      expect(switched.json).toMatchObject({ isPro: true, subscription: { interval: 'year' } });
      const { stripeSubscriptionId } = await userRow('ada@example.com');
      expect(standIn.subscriptions.get(stripeSubscriptionId)?.items.data[0].price.id).toBe(testPrices.yearly);

      const cancelled = await ada.post('/api/billing/cancel', {});
      expect(cancelled.json).toMatchObject({
        isPro: true,
        subscription: { cancelAtPeriodEnd: true, status: 'active' },
      });
      const reactivated = await ada.post('/api/billing/reactivate', {});
      expect(reactivated.json).toMatchObject({ isPro: true, subscription: { cancelAtPeriodEnd: false } });
      const twice = await ada.post('/api/billing/reactivate', {});
      expect(twice.status).toBe(409);
      expect((await ada.post('/api/billing/interval', { interval: 'weekly' })).status).toBe(400);
    });

    it('opens the Billing Portal on the payment-method flow and lists invoices with their PDFs', async () => {
      const portal = await ada.post('/api/billing/payment-method', { language: 'de' });
      expect(portal.json!.url).toMatch(/\/portal\/bps_/);
      const session = [...standIn.portalSessions.values()].at(-1)!;
      expect(session.return_url).toBe(`${base}/de/subscription/manage`);
      expect(standIn.requests.at(-1)?.body).toMatchObject({ flow_data: { type: 'payment_method_update' } });

      const invoices = await ada.get('/api/billing/invoices?limit=10');
      expect(invoices.json).toMatchObject({ hasMore: false });
      const list = invoices.json!.invoices as Array<Record<string, unknown>>;
      expect(list).toHaveLength(1);
      expect(list[0]).toMatchObject({
        status: 'paid',
        amount: 499,
        currency: 'usd',
        pdfUrl: expect.stringMatching(/\.pdf$/),
      });
      expect((await ada.get('/api/billing/invoices?limit=500')).status).toBe(400);
    });

    it('a subscription ended in Stripe sends the user back to free; reactivating then starts a new checkout', async () => {
      const stripe = new Stripe('sk_test_standin', {
        host: '127.0.0.1',
        port: standIn.port,
        protocol: 'http',
      });
      const { stripeSubscriptionId } = await userRow('ada@example.com');
      await stripe.subscriptions.cancel(stripeSubscriptionId);
      expect(standIn.events.at(-1)).toMatchObject({ type: 'customer.subscription.deleted', status: 200 });
      expect((await ada.get('/api/subscription')).json).toMatchObject({
        isPro: false,
        features: { sound_alerts: false },
        subscription: { plan: 'free', status: 'canceled' },
      });
      expect(await userRow('ada@example.com')).toMatchObject({ plan: 'free', stripeSubscriptionId: '' });
      const again = await ada.post('/api/billing/reactivate', { interval: 'year' });
      expect(again.json!.url).toMatch(/\/checkout\/cs_/);
      expect((await ada.post('/api/billing/cancel', {})).status).toBe(404);
    });

    it('deleting an account cancels its subscription in Stripe', async () => {
      const leaving = await signedInClient(app, base, 'leaving@example.com');
      const { json } = await leaving.post('/api/billing/checkout', { interval: 'month' });
      const subscriptionId = await standIn.completeCheckout(sessionIdOf(json!.url as string));
      expect(standIn.subscriptions.get(subscriptionId)?.status).toBe('active');
      const deleted = await leaving.post('/api/auth/delete-user', { password: 'a long test passphrase' });
      expect(deleted.status).toBe(200);
      expect(standIn.subscriptions.get(subscriptionId)?.status).toBe('canceled');
      expect(await app.database.db.selectFrom('subscription').selectAll().execute()).not.toContainEqual(
        expect.objectContaining({ stripeSubscriptionId: subscriptionId }),
      );
    });

    it('an operator can set a plan by hand (no Stripe subscription behind it)', async () => {
      const grace = await signedInClient(app, base, 'grace@example.com');
      await setPlan(app.database.db, 'Grace@Example.com', 'pro');
      expect((await grace.get('/api/subscription')).json).toMatchObject({
        isPro: true,
        subscription: { plan: 'pro', status: 'active', managedByStripe: false },
      });
      expect((await grace.post('/api/billing/cancel', {})).status).toBe(404);
      await setPlan(app.database.db, 'grace@example.com', 'free');
      expect((await grace.get('/api/subscription')).json).toMatchObject({ isPro: false });
      await expect(setPlan(app.database.db, 'nobody@example.com', 'pro')).rejects.toThrow(/No account uses/);
    });

    it('needs a session for everything but the price list', async () => {
      const anonymous = await fetch(`${base}/api/subscription`);
      expect(anonymous.status).toBe(401);
      const checkout = await fetch(`${base}/api/billing/checkout`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ interval: 'month' }),
      });
      expect(checkout.status).toBe(401);
    });
  },
);

describe('billing without Stripe keys (the embedded default)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await startTestApp({
      env: { PLAN_PRICE_MONTHLY: '5', PLAN_PRICE_YEARLY: '50', PLAN_CURRENCY: 'eur' },
    });
  });
  afterAll(() => app.close());

  it('shows the configured prices and says payments are off', async () => {
    const config = await app.inject({ method: 'GET', url: '/api/billing/config' });
    expect(config.json()).toEqual({
      paymentsEnabled: false,
      prices: [
        { interval: 'month', amount: 500, currency: 'eur' },
        { interval: 'year', amount: 5000, currency: 'eur' },
      ],
    });
    const webhook = await app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(webhook.statusCode).toBe(503);
    expect(webhook.json()).toMatchObject({ message: 'Payments are not configured on this server.' });
  });
});
