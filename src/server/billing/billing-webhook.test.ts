import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBillingApp, testWebhookSecret } from '../../../tests/support/billing-test-app';
import type { HttpClient } from '../../../tests/support/http-client';
import { signedInClient } from '../../../tests/support/signed-in-client';
import type { StripeStandIn } from '../../../tests/support/stripe-stand-in';
import { openTestDatabase, type TestDatabaseKind } from '../../../tests/support/test-database';

/** Signs a payload the way Stripe does (optionally in the past, or with another secret). */
function signed(payload: string, options: { timestamp?: number; secret?: string } = {}) {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? testWebhookSecret,
    timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
  });
}

const eventOf = (id: string, type: string, object: object) =>
  JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object },
  });

describe.each<TestDatabaseKind>(['sqlite', 'postgres'])('Stripe webhooks on %s', (kind) => {
  let app: FastifyInstance;
  let base: string;
  let standIn: StripeStandIn;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let ada: HttpClient;
  let subscriptionId: string;

  const post = (payload: string, header?: string) =>
    fetch(`${base}/api/billing/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(header && { 'stripe-signature': header }) },
      body: payload,
    });
  const retrievals = () =>
    standIn.requests.filter((r) => r.method === 'GET' && r.path === `/v1/subscriptions/${subscriptionId}`)
      .length;
  const subscription = async () =>
    (await ada.get('/api/subscription')).json as { isPro: boolean; subscription: Record<string, unknown> };

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    ({ app, base, standIn } = await startBillingApp(database));
    ada = await signedInClient(app, base, 'ada@example.com');
    const { json } = await ada.post('/api/billing/checkout', { interval: 'month' });
    subscriptionId = await standIn.completeCheckout((json!.url as string).split('/').pop()!);
  });
  afterAll(async () => {
    await app.close();
    await standIn.close();
    await database.drop();
  });

  it('refuses unsigned, tampered, wrongly signed and stale deliveries with 400', async () => {
    const payload = eventOf('evt_forged', 'customer.subscription.deleted', { id: subscriptionId });
    expect((await post(payload)).status).toBe(400);
    const tampered = payload.replace('deleted', 'updated');
    expect((await post(tampered, signed(payload))).status).toBe(400);
    expect((await post(payload, signed(payload, { secret: 'whsec_someone_else' }))).status).toBe(400);
    const sixMinutesAgo = Math.floor(Date.now() / 1000) - 6 * 60;
    const stale = await post(payload, signed(payload, { timestamp: sixMinutesAgo }));
    expect(stale.status).toBe(400);
    expect(await stale.json()).toMatchObject({ error: 'invalid_signature' });
    expect((await subscription()).isPro).toBe(true);
  });

  it('handles a repeated delivery once, even when the repeats arrive at the same time', async () => {
    const payload = eventOf('evt_concurrent_1', 'customer.subscription.updated', { id: subscriptionId });
    const header = signed(payload);
    const before = retrievals();
    const answers = await Promise.all(Array.from({ length: 6 }, () => post(payload, header)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    // Only the delivery that claimed the event re-read the subscription from Stripe.
    expect(retrievals() - before).toBe(1);
    // Stripe's later retry of the same event is acknowledged without doing anything.
    const later = await post(payload, header);
    expect(await later.json()).toEqual({ received: true, duplicate: true });
    expect(retrievals() - before).toBe(1);
    const rows = await app.database.db
      .selectFrom('billing_event')
      .selectAll()
      .where('id', '=', 'evt_concurrent_1')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.processedAt).not.toBeNull();
  });

  it('converges on Stripe’s current state when events arrive out of order', async () => {
    const active = structuredClone(standIn.subscriptions.get(subscriptionId)!);
    // Stripe cancels at period end, then the subscription ends; the deliveries come in reverse.
    standIn.subscriptions.get(subscriptionId)!.cancel_at_period_end = true;
    const updatedLate = eventOf('evt_order_updated', 'customer.subscription.updated', {
      ...active,
      cancel_at_period_end: true,
    });
    standIn.subscriptions.get(subscriptionId)!.status = 'canceled';
    const deletedFirst = eventOf('evt_order_deleted', 'customer.subscription.deleted', {
      ...active,
      status: 'canceled',
    });
    expect((await post(deletedFirst, signed(deletedFirst))).status).toBe(200);
    expect((await post(updatedLate, signed(updatedLate))).status).toBe(200);
    // The late "updated" event carried an active copy, but the handler re-read Stripe: it has ended.
    expect(await subscription()).toMatchObject({
      isPro: false,
      subscription: { plan: 'free', status: 'canceled' },
    });
    // And an old "created" event replayed with a new id does not resurrect it.
    const replay = eventOf('evt_order_created', 'customer.subscription.created', active);
    expect((await post(replay, signed(replay))).status).toBe(200);
    expect((await subscription()).isPro).toBe(false);
  });

  it('answers 500 when a handler fails, so Stripe retries, and the retry is then handled', async () => {
    const bob = await signedInClient(app, base, 'bob@example.com');
    const { json } = await bob.post('/api/billing/checkout', { interval: 'year' });
    standIn.setWebhookTarget(`${base}/api/not-the-webhook`, testWebhookSecret);
    const bobSubscription = await standIn.completeCheckout((json!.url as string).split('/').pop()!);
    standIn.setWebhookTarget(`${base}/api/billing/webhook`, testWebhookSecret);
    // Stripe's API is briefly unable to answer for this subscription: the handler's re-read fails.
    const saved = standIn.subscriptions.get(bobSubscription)!;
    standIn.subscriptions.delete(bobSubscription);
    const payload = eventOf('evt_retry_1', 'invoice.paid', {
      id: 'in_retry',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: bobSubscription } },
    });
    const header = signed(payload);
    const failed = await post(payload, header);
    expect(failed.status).toBe(500);
    expect((await bob.get('/api/subscription')).json).toMatchObject({ isPro: false });
    standIn.subscriptions.set(bobSubscription, saved);
    const retried = await post(payload, signed(payload));
    expect(retried.status).toBe(200);
    expect((await bob.get('/api/subscription')).json).toMatchObject({
      isPro: true,
      subscription: { interval: 'year' },
    });
  });

  it('marks a failed renewal past due (no pro) and an event type it does not handle is just acknowledged', async () => {
    const carol = await signedInClient(app, base, 'carol@example.com');
    const { json } = await carol.post('/api/billing/checkout', { interval: 'month' });
    const carolSubscription = await standIn.completeCheckout((json!.url as string).split('/').pop()!);
    standIn.subscriptions.get(carolSubscription)!.status = 'past_due';
    const failedPayment = eventOf('evt_failed_1', 'invoice.payment_failed', {
      id: 'in_failed',
      object: 'invoice',
      parent: { type: 'subscription_details', subscription_details: { subscription: carolSubscription } },
    });
    expect((await post(failedPayment, signed(failedPayment))).status).toBe(200);
    expect((await carol.get('/api/subscription')).json).toMatchObject({
      isPro: false,
      features: { sound_alerts: false },
      subscription: { status: 'past_due' },
    });
    const other = eventOf('evt_other_1', 'customer.created', { id: 'cus_x' });
    expect(await (await post(other, signed(other))).json()).toEqual({ received: true, handled: false });
  });

  it('is not behind the auth rate limiter: a burst of deliveries is all answered', async () => {
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => {
        const payload = eventOf(`evt_burst_${i}`, 'customer.created', { id: 'cus_x' });
        return post(payload, signed(payload));
      }),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 25 }, () => 200));
  });
});
