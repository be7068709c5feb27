import { createServer, type Server } from 'node:http';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseForm, startStripeStandIn, type StripeStandIn } from '../../../tests/support/stripe-stand-in';

// The stand-in lives in tests/support (used by server and browser tests); this proves it through the
// real SDK. It sits here because only the server project runs tests under src/server.

const SECRET = 'whsec_standin_test';
const DAY = 24 * 60 * 60;

/** A webhook endpoint that checks signatures the way our app does, and remembers what it got. */
async function startReceiver(stripe: Stripe) {
  const received: Array<{ type: string; object: Record<string, unknown> } | { rejected: string }> = [];
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += String(chunk)));
    req.on('end', () => {
      try {
        const event = stripe.webhooks.constructEvent(body, String(req.headers['stripe-signature']), SECRET);
        received.push({ type: event.type, object: event.data.object as unknown as Record<string, unknown> });
        res.writeHead(200).end();
      } catch (error) {
        received.push({ rejected: (error as Error).message });
        res.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/api/billing/webhook`;
  return { url, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('Stripe stand-in, through the real SDK', () => {
  let standIn: StripeStandIn;
  let stripe: Stripe;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;

  beforeAll(async () => {
    standIn = await startStripeStandIn({
      prices: [
        { id: 'price_monthly', unitAmount: 900, currency: 'eur', interval: 'month' },
        { id: 'price_yearly', unitAmount: 9000, currency: 'eur', interval: 'year' },
      ],
    });
    stripe = new Stripe('sk_test_standin', { host: '127.0.0.1', port: standIn.port, protocol: 'http' });
    receiver = await startReceiver(stripe);
    standIn.setWebhookTarget(receiver.url, SECRET);
  });
  afterAll(async () => {
    await standIn.close();
    await receiver.close();
  });

  it('parses bracketed form bodies into nested objects and arrays', () => {
    expect(
      parseForm('line_items[0][price]=price_x&metadata[userId]=u1&subscription_details[items][0][id]=si_1'),
    ).toEqual({
      line_items: [{ price: 'price_x' }],
      metadata: { userId: 'u1' },
      subscription_details: { items: [{ id: 'si_1' }] },
    });
  });

  it('runs checkout, subscription changes, invoices, the portal and cancellation', async () => {
    const customer = await stripe.customers.create({ email: 'ada@example.com', metadata: { userId: 'u1' } });
    expect(customer).toMatchObject({
      object: 'customer',
      email: 'ada@example.com',
      metadata: { userId: 'u1' },
    });
    expect(customer.id).toMatch(/^cus_[0-9a-f]+$/);

    const price = await stripe.prices.retrieve('price_monthly');
    expect(price).toMatchObject({ unit_amount: 900, currency: 'eur', recurring: { interval: 'month' } });

    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      client_reference_id: 'u1',
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'http://app.test/billing?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/billing',
      metadata: { userId: 'u1' },
      subscription_data: { metadata: { userId: 'u1' } },
    });
    expect(session).toMatchObject({ object: 'checkout.session', status: 'open', payment_status: 'unpaid' });
    expect(session.id).toMatch(/^cs_test_/);
    expect(session.url).toBe(`${standIn.url}/checkout/${session.id}`);

    const subscriptionId = await standIn.completeCheckout(session.id);
    const completed = await stripe.checkout.sessions.retrieve(session.id);
    expect(completed).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      subscription: subscriptionId,
    });

    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    const item = subscription.items.data[0]!;
    expect(subscription).toMatchObject({
      status: 'active',
      cancel_at_period_end: false,
      metadata: { userId: 'u1' },
    });
    expect(item.id).toMatch(/^si_/);
    expect(item.price.id).toBe('price_monthly');
    expect(item.current_period_end - item.current_period_start).toBe(30 * DAY);
    expect(Math.abs(item.current_period_end - (Date.now() / 1000 + 30 * DAY))).toBeLessThan(60);

    const invoices = await stripe.invoices.list({ customer: customer.id });
    expect(invoices.data).toHaveLength(1);
    const invoice = invoices.data[0]!;
    expect(invoice).toMatchObject({ status: 'paid', amount_paid: 900, number: 'POST-0001' });
    expect(invoice.parent?.subscription_details?.subscription).toBe(subscriptionId);
    const pdf = await fetch(invoice.invoice_pdf!);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    const cancelling = await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
    expect(cancelling.cancel_at_period_end).toBe(true);
    expect(cancelling.cancel_at).toBe(item.current_period_end);

    // Right after the start nearly the whole month is left: -900 + 9000, give or take rounding.
    const preview = await stripe.invoices.createPreview({
      customer: customer.id,
      subscription: subscriptionId,
      subscription_details: {
        items: [{ id: item.id, price: 'price_yearly' }],
        proration_behavior: 'always_invoice',
        proration_date: item.current_period_start,
      },
    });
    expect(preview.lines.data.map((line) => line.amount)).toEqual([-900, 9000]);
    expect(preview).toMatchObject({ object: 'invoice', amount_due: 8100, total: 8100, currency: 'eur' });

    const portal = await stripe.billingPortal.sessions.create({
      customer: customer.id,
      return_url: 'http://app.test/billing',
    });
    expect(portal.url).toBe(`${standIn.url}/portal/${portal.id}`);
    const portalPage = await (await fetch(portal.url)).text();
    expect(portalPage).toContain('Stripe stand-in billing portal');
    expect(portalPage).toContain('Payment method updated');
    expect(portalPage).toContain('href="http://app.test/billing"');

    const canceled = await stripe.subscriptions.cancel(subscriptionId);
    expect(canceled.status).toBe('canceled');
    expect(canceled.ended_at).toBeGreaterThan(0);

    expect(receiver.received.map((r) => ('type' in r ? r.type : r.rejected))).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
      'customer.subscription.updated',
      'customer.subscription.deleted',
    ]);
    expect(standIn.events.map((e) => e.status)).toEqual([200, 200, 200, 200, 200]);
    expect(standIn.requests.filter((r) => r.method === 'POST' && r.path === '/v1/customers')).toHaveLength(1);
  });

  it('serves a checkout page whose Pay button completes the session and redirects to success_url', async () => {
    const session = await stripe.checkout.sessions.create({
      mode: 'subscription',
      line_items: [{ price: 'price_yearly', quantity: 1 }],
      success_url: 'http://app.test/billing?session={CHECKOUT_SESSION_ID}',
      cancel_url: 'http://app.test/billing?canceled=1',
    });
    const checkoutPage = await (await fetch(session.url!)).text();
    expect(checkoutPage).toContain('<title>Stripe stand-in checkout</title>');
    expect(checkoutPage).toContain('90.00 EUR / year');
    expect(checkoutPage).toContain('href="http://app.test/billing?canceled=1">Cancel</a>');

    const before = receiver.received.length;
    const paid = await fetch(`${standIn.url}/checkout/${session.id}/pay`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://app.test/billing?session=${session.id}`);
    expect(receiver.received.slice(before).map((r) => ('type' in r ? r.type : r.rejected))).toEqual([
      'checkout.session.completed',
      'customer.subscription.created',
      'invoice.paid',
    ]);
    // No customer was given, so one was made at payment.
    expect((await stripe.checkout.sessions.retrieve(session.id)).customer).toMatch(/^cus_/);
  });

  it('pages invoices newest first, expands ids and replays a retried POST', async () => {
    const first = await stripe.invoices.list({ limit: 1 });
    expect(first).toMatchObject({ has_more: true, data: [{ number: 'POST-0002' }] });
    const rest = await stripe.invoices.list({ limit: 1, starting_after: first.data[0]!.id });
    expect(rest).toMatchObject({ has_more: false, data: [{ number: 'POST-0001' }] });

    const [sessionId] = standIn.checkoutSessions.keys();
    const session = await stripe.checkout.sessions.retrieve(sessionId!, { expand: ['subscription'] });
    expect(session.subscription).toMatchObject({ object: 'subscription', status: 'canceled' });

    const once = await stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'k1' });
    const again = await stripe.customers.create({ email: 'b@example.com' }, { idempotencyKey: 'k1' });
    expect(again.id).toBe(once.id);
  });

  it('signs with a given secret or timestamp, so tests can check that our app rejects them', async () => {
    expect(await standIn.deliver('invoice.paid', { id: 'in_x' }, { secret: 'whsec_wrong' })).toBe(400);
    const old = Math.floor(Date.now() / 1000) - 3600;
    expect(await standIn.deliver('invoice.paid', { id: 'in_x' }, { timestamp: old })).toBe(400);
    expect(await standIn.deliver('invoice.paid', { id: 'in_x' }, { id: 'evt_fixed' })).toBe(200);
    expect(standIn.events.at(-1)).toMatchObject({ id: 'evt_fixed', type: 'invoice.paid' });
  });

  it('answers unknown ids and routes with Stripe-shaped errors the SDK understands', async () => {
    const missing = await stripe.subscriptions.retrieve('sub_nope').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });

    const unknown = await fetch(`${standIn.url}/v1/nothing`, {
      headers: { authorization: 'Bearer sk_test_x' },
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { type: 'invalid_request_error' } });
  });
});
