import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import Stripe from 'stripe';

/**
 * A local stand-in for the slice of Stripe's HTTP API our billing code uses. Stripe cannot be reached
 * from the test machines, so server and browser tests point the real SDK here with
 * `new Stripe('sk_test_standin', { host: '127.0.0.1', port, protocol: 'http' })`. It also serves the
 * Stripe-hosted pages a user visits (Checkout, the billing portal, an invoice) as plain HTML, and signs
 * and POSTs webhook events to our app the way Stripe does. State is in memory, one per instance.
 *
 * Shapes follow API version 2026-08-26.dahlia (billing periods on subscription items, an invoice's
 * subscription at `parent.subscription_details.subscription`), trimmed to the fields we read. What it
 * does not do: move time forward (tests edit `subscriptions` and call `deliver` instead), retry
 * failed webhooks, or send the many other events Stripe would (customer.created, invoice.finalized…).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read and edit these freely.
export type StripeObject = Record<string, any>;

export interface StripeStandInPrice {
  id: string;
  unitAmount: number;
  currency: string;
  interval: 'month' | 'year';
}

export interface DeliveredEvent {
  id: string;
  type: string;
  payload: string;
  header: string;
  /** What our app answered; null when no webhook target was set (or the POST failed). */
  status: number | null;
}

export interface StripeStandIn {
  url: string;
  port: number;
  /** Where signed events are POSTed (our app's /api/billing/webhook) and the whsec_… to sign with. */
  setWebhookTarget(url: string, secret: string): void;
  /** Pays an open Checkout Session: active subscription + paid invoice, then delivers
   * checkout.session.completed, customer.subscription.created and invoice.paid, each awaited. */
  completeCheckout(sessionId: string): Promise<string>;
  /** Builds, signs and POSTs one event now; the HTTP status our app answered (0 with no target).
   * `timestamp` (Unix seconds) and `secret` override the signature's, to test rejections. */
  deliver(
    type: string,
    object: object,
    options?: { id?: string; timestamp?: number; secret?: string },
  ): Promise<number>;
  /** Every event built, in order, so tests can re-send them (duplicates, out of order). */
  events: DeliveredEvent[];
  subscriptions: Map<string, StripeObject>;
  customers: Map<string, StripeObject>;
  checkoutSessions: Map<string, StripeObject>;
  invoices: Map<string, StripeObject>;
  prices: Map<string, StripeObject>;
  portalSessions: Map<string, StripeObject>;
  /** Every request received; `body` is the parsed form body, or the query for GET and DELETE. */
  requests: Array<{ method: string; path: string; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

const DAY = 24 * 60 * 60;
/** Stripe's periods follow the calendar; fixed lengths keep assertions simple. */
const PERIOD = { month: 30 * DAY, year: 365 * DAY };

const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** An error answered in Stripe's shape, which the SDK turns into its typed errors. */
class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; message: string; code?: string; param?: string },
  ) {
    super(body.message);
  }
}
const invalid = (message: string, param?: string) =>
  new ApiError(400, { type: 'invalid_request_error', message, param });

/** Like Stripe: an unknown id in the URL is a 404, one named in the body a 400 for that param. */
function find(map: Map<string, StripeObject>, kind: string, id: string | undefined, param?: string) {
  const found = id ? map.get(id) : undefined;
  if (found) return found;
  const message = `No such ${kind}: '${id ?? ''}'`;
  throw new ApiError(param ? 400 : 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message,
    param: param ?? 'id',
  });
}

/** `a[b][0][c]=v` (the SDK's form encoding, also used in GET queries) → { a: { b: [{ c: 'v' }] } }. */
export function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((segment, i) => {
      const next = path[i + 1];
      if (next === undefined) node[segment] = value;
      else node = (node[segment] ??= /^\d+$/.test(next) ? [] : {}) as Record<string, unknown>;
    });
  }
  return root;
}

/** The string at a path in parsed params, if there is one. */
function param(params: unknown, ...path: string[]): string | undefined {
  let node = params;
  for (const key of path)
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined;
  return typeof node === 'string' ? node : undefined;
}

/** Metadata is merged on update, and an empty value removes a key, as Stripe does. */
function mergeMetadata(into: Record<string, string>, params: unknown) {
  const given = (params as { metadata?: unknown }).metadata;
  if (!given || typeof given !== 'object') return into;
  for (const [key, value] of Object.entries(given)) {
    if (value === '') delete into[key];
    else into[key] = String(value);
  }
  return into;
}

const escapeHtml = (text: unknown) => String(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
  `<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
/** Two-decimal currencies only (no JPY); enough for labels. */
const money = (amount: number, currency: string) => `${(amount / 100).toFixed(2)} ${currency.toUpperCase()}`;
const day = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);

/** A one-page PDF with one line of ASCII text; the xref offsets are computed, so readers accept it. */
function tinyPdf(text: string): Buffer {
  const content = `BT /F1 14 Tf 24 72 Td (${text.replace(/[\\()]/g, '\\$&')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 400 144] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((object, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export async function startStripeStandIn(options: { prices: StripeStandInPrice[] }): Promise<StripeStandIn> {
  const customers = new Map<string, StripeObject>();
  const prices = new Map<string, StripeObject>();
  const checkoutSessions = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const portalSessions = new Map<string, StripeObject>();
  /** What a Checkout Session sells; Stripe shows line items only when asked, so they are kept aside. */
  const checkoutLines = new Map<
    string,
    { price: string; quantity: number; metadata: Record<string, string> }
  >();
  /** The SDK puts an Idempotency-Key on every POST and may retry; replay the answer, as Stripe does. */
  const replies = new Map<string, string>();
  const events: DeliveredEvent[] = [];
  const requests: StripeStandIn['requests'] = [];
  let target: { url: string; secret: string } | undefined;
  let invoiceCount = 0;
  let url = '';

  for (const p of options.prices) {
    prices.set(p.id, {
      id: p.id,
      object: 'price',
      active: true,
      type: 'recurring',
      livemode: false,
      unit_amount: p.unitAmount,
      currency: p.currency,
      recurring: { interval: p.interval, interval_count: 1 },
    });
  }

  function createCustomer(params: unknown): StripeObject {
    const customer = {
      id: newId('cus_'),
      object: 'customer',
      created: now(),
      livemode: false,
      email: param(params, 'email') ?? null,
      name: param(params, 'name') ?? null,
      metadata: mergeMetadata({}, params),
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function invoiceLine(
    description: string,
    amount: number,
    currency: string,
    start: number,
    end: number,
    priceId: string,
  ) {
    return {
      id: newId('il_'),
      object: 'line_item',
      description,
      amount,
      currency,
      period: { start, end },
      pricing: { type: 'price_details', price_details: { price: priceId } },
    };
  }

  /** Amounts and lines are filled in by the caller; this is the rest of a dahlia invoice. */
  function invoiceFor(sub: StripeObject, lines: StripeObject[], currency: string, created: number) {
    const total = lines.reduce((sum, line) => sum + (line.amount as number), 0);
    return {
      object: 'invoice',
      customer: sub.customer,
      created,
      currency,
      livemode: false,
      subtotal: total,
      total,
      amount_due: Math.max(0, total),
      amount_paid: 0,
      amount_remaining: Math.max(0, total),
      // A negative total is not refunded: it becomes a credit on the customer's balance.
      starting_balance: 0,
      ending_balance: Math.min(0, total),
      parent: {
        type: 'subscription_details',
        subscription_details: { subscription: sub.id, metadata: sub.metadata },
      },
      lines: { object: 'list', data: lines, has_more: false },
    };
  }

  async function completeCheckout(sessionId: string): Promise<string> {
    const session = checkoutSessions.get(sessionId);
    const line = checkoutLines.get(sessionId);
    if (!session || !line) throw new Error(`No such checkout session: ${sessionId}`);
    if (session.status !== 'open') throw new Error(`Checkout session ${sessionId} is ${session.status}`);
    const price = find(prices, 'price', line.price);
    const customer =
      (session.customer as string | null) ?? createCustomer({ email: session.customer_email }).id;
    const start = now();
    const end = start + PERIOD[price.recurring.interval as 'month' | 'year'];
    const sub: StripeObject = {
      id: newId('sub_'),
      object: 'subscription',
      customer,
      status: 'active',
      livemode: false,
      cancel_at_period_end: false,
      cancel_at: null,
      canceled_at: null,
      ended_at: null,
      created: start,
      start_date: start,
      currency: price.currency,
      metadata: line.metadata,
    };
    sub.items = {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${sub.id}`,
      data: [
        {
          id: newId('si_'),
          object: 'subscription_item',
          subscription: sub.id,
          created: start,
          metadata: {},
          price,
          quantity: line.quantity,
          current_period_start: start,
          current_period_end: end,
        },
      ],
    };
    const amount = price.unit_amount * line.quantity;
    const description = `${line.quantity} × ${price.id} (at ${money(price.unit_amount, price.currency)} / ${price.recurring.interval})`;
    const invoice: StripeObject = {
      id: newId('in_'),
      ...invoiceFor(
        sub,
        [invoiceLine(description, amount, price.currency, start, end, price.id)],
        price.currency,
        start,
      ),
      status: 'paid',
      amount_paid: amount,
      amount_remaining: 0,
      billing_reason: 'subscription_create',
      number: `POST-${String(++invoiceCount).padStart(4, '0')}`,
      status_transitions: { paid_at: start },
    };
    invoice.hosted_invoice_url = `${url}/invoices/${invoice.id}`;
    invoice.invoice_pdf = `${url}/invoices/${invoice.id}.pdf`;
    sub.latest_invoice = invoice.id;
    subscriptions.set(sub.id, sub);
    invoices.set(invoice.id, invoice);
    Object.assign(session, {
      status: 'complete',
      payment_status: 'paid',
      customer,
      subscription: sub.id,
      invoice: invoice.id,
    });
    // Real Stripe sends these asynchronously and in no guaranteed order; awaiting them one by one keeps
    // tests deterministic (our handler must cope with any order anyway, which tests can replay).
    await deliver('checkout.session.completed', session);
    await deliver('customer.subscription.created', sub);
    await deliver('invoice.paid', invoice);
    return sub.id;
  }

  async function deliver(
    type: string,
    object: object,
    opts: { id?: string; timestamp?: number; secret?: string } = {},
  ) {
    const event = {
      id: opts.id ?? newId('evt_'),
      object: 'event',
      type,
      api_version: Stripe.API_VERSION,
      created: now(),
      livemode: false,
      pending_webhooks: target ? 1 : 0,
      data: { object },
    };
    const payload = JSON.stringify(event); // also snapshots the object as it is now
    const secret = opts.secret ?? target?.secret;
    const header = secret
      ? Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: opts.timestamp })
      : '';
    const record: DeliveredEvent = { id: event.id, type, payload, header, status: null };
    events.push(record);
    if (!target) return 0;
    const response = await fetch(target.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    await response.arrayBuffer();
    record.status = response.status;
    return response.status;
  }

  /** `expand[]` for ids one or more levels down ('subscription', 'data.customer', …), like Stripe. */
  function expand(node: unknown, path: string[]): unknown {
    const [key, ...rest] = path;
    if (Array.isArray(node)) return node.map((item) => expand(item, path));
    if (!key || !node || typeof node !== 'object') return node;
    let value = (node as StripeObject)[key];
    if (typeof value === 'string') {
      const maps = [customers, prices, checkoutSessions, subscriptions, invoices];
      value = maps.find((map) => map.has(value))?.get(value) ?? value;
    }
    return { ...node, [key]: rest.length ? expand(value, rest) : value };
  }

  // The JSON API, keyed by 'METHOD /path' (`:id` is the one path parameter). Each handler gets that id
  // and the parsed params, and returns the JSON to answer or throws an ApiError.
  const api: Record<string, (id: string, params: Record<string, unknown>) => unknown> = {
    'POST /v1/customers': (_, p) => createCustomer(p),
    'GET /v1/customers/:id': (id) => find(customers, 'customer', id),
    'GET /v1/prices/:id': (id) => find(prices, 'price', id),
    'POST /v1/checkout/sessions': (_, p) => {
      if (p.mode !== 'subscription') throw invalid('The stand-in supports mode=subscription only.', 'mode');
      if (!p.success_url) throw invalid('Missing required param: success_url.', 'success_url');
      const price = find(prices, 'price', param(p, 'line_items', '0', 'price'), 'line_items[0][price]');
      const customer = param(p, 'customer');
      if (customer) find(customers, 'customer', customer, 'customer');
      const quantity = Number(param(p, 'line_items', '0', 'quantity') ?? 1);
      const id = newId('cs_test_');
      const created = now();
      const session = {
        id,
        object: 'checkout.session',
        url: `${url}/checkout/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        mode: p.mode,
        customer: customer ?? null,
        customer_email: param(p, 'customer_email') ?? null,
        client_reference_id: param(p, 'client_reference_id') ?? null,
        metadata: mergeMetadata({}, p),
        subscription: null,
        invoice: null,
        success_url: p.success_url,
        cancel_url: param(p, 'cancel_url') ?? null,
        amount_total: price.unit_amount * quantity,
        currency: price.currency,
        created,
        expires_at: created + DAY,
        livemode: false,
      };
      checkoutSessions.set(id, session);
      const metadata = mergeMetadata({}, p.subscription_data ?? {});
      checkoutLines.set(id, { price: price.id, quantity, metadata });
      return session;
    },
    'GET /v1/checkout/sessions/:id': (id) => find(checkoutSessions, 'checkout.session', id),
    'GET /v1/subscriptions/:id': (id) => find(subscriptions, 'subscription', id),
    'POST /v1/subscriptions/:id': async (id, p) => {
      const sub = find(subscriptions, 'subscription', id);
      const newPrice = param(p, 'items', '0', 'price');
      const cancelAtPeriodEnd = param(p, 'cancel_at_period_end');
      if (sub.status === 'canceled' && (newPrice || cancelAtPeriodEnd))
        throw invalid('A canceled subscription can only update its metadata.');
      if (newPrice) {
        // Only switching the price of an existing item; the period is kept (real Stripe resets the
        // billing cycle when the interval changes). proration_behavior is accepted and ignored.
        const item = sub.items.data.find((i: StripeObject) => i.id === param(p, 'items', '0', 'id'));
        if (!item) throw invalid('items[0][id] must name an item of this subscription.', 'items[0][id]');
        item.price = find(prices, 'price', newPrice, 'items[0][price]');
      }
      if (cancelAtPeriodEnd !== undefined) {
        // As Stripe does: cancel_at is the period end, canceled_at the time the cancellation was asked.
        sub.cancel_at_period_end = cancelAtPeriodEnd === 'true';
        sub.cancel_at = sub.cancel_at_period_end ? sub.items.data[0].current_period_end : null;
        sub.canceled_at = sub.cancel_at_period_end ? now() : null;
      }
      mergeMetadata(sub.metadata, p);
      await deliver('customer.subscription.updated', sub);
      return sub;
    },
    'DELETE /v1/subscriptions/:id': async (id) => {
      const sub = find(subscriptions, 'subscription', id);
      if (sub.status === 'canceled') throw invalid(`Subscription '${id}' is already canceled.`);
      Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: now() });
      await deliver('customer.subscription.deleted', sub);
      return sub;
    },
    'GET /v1/invoices': (_, p) => {
      // Newest first; the stable sort keeps later-inserted first among invoices of the same second.
      const matches = (i: StripeObject) =>
        (!p.customer || i.customer === p.customer) &&
        (!p.subscription || i.parent?.subscription_details?.subscription === p.subscription);
      let list = [...invoices.values()]
        .filter(matches)
        .reverse()
        .sort((a, b) => b.created - a.created);
      if (p.starting_after) {
        const at = list.findIndex((i) => i.id === p.starting_after);
        if (at < 0) find(invoices, 'invoice', param(p, 'starting_after'), 'starting_after');
        list = list.slice(at + 1);
      }
      const limit = Math.min(100, Math.max(1, Number(p.limit ?? 10)));
      const data = list.slice(0, limit);
      return { object: 'list', data, has_more: list.length > limit, url: '/v1/invoices' };
    },
    'POST /v1/invoices/create_preview': (_, p) => {
      // What switching the price now costs, kept simple: for the fraction f of the current period that
      // is left, a credit of -round(old × f) and a charge of +round(new × f) (each line rounded, total =
      // their sum), whatever the intervals. Only these proration lines are shown (what
      // `always_invoice` would bill now); real Stripe would also reset the cycle on an interval change
      // and, with create_prorations, add the next period's charge. A negative total has amount_due 0
      // and becomes a credit (ending_balance < 0). proration_behavior=none gives no lines.
      const sub = find(subscriptions, 'subscription', param(p, 'subscription'), 'subscription');
      const details = p.subscription_details ?? {};
      const itemId = param(details, 'items', '0', 'id');
      const item = sub.items.data.find((i: StripeObject) => !itemId || i.id === itemId);
      if (!item) throw invalid('subscription_details[items][0][id] must name an item of this subscription.');
      const newPriceId = param(details, 'items', '0', 'price') ?? item.price.id;
      const newPrice = find(prices, 'price', newPriceId, 'subscription_details[items][0][price]');
      const at = Number(param(details, 'proration_date') ?? now());
      const { current_period_start: start, current_period_end: end, quantity } = item;
      const left = Math.min(1, Math.max(0, (end - at) / (end - start)));
      const proration = (label: string, price: StripeObject, sign: number) => {
        const amount = sign * Math.round(price.unit_amount * quantity * left);
        return invoiceLine(
          `${label} ${price.id} after ${day(at)}`,
          amount,
          price.currency,
          at,
          end,
          price.id,
        );
      };
      const none = param(details, 'proration_behavior') === 'none' || newPrice.id === item.price.id;
      const lines = none
        ? []
        : [proration('Unused time on', item.price, -1), proration('Remaining time on', newPrice, 1)];
      return { id: newId('upcoming_'), ...invoiceFor(sub, lines, newPrice.currency, now()), status: 'draft' };
    },
    'GET /v1/invoices/:id': (id) => find(invoices, 'invoice', id),
    'POST /v1/billing_portal/sessions': (_, p) => {
      const customer = find(customers, 'customer', param(p, 'customer'), 'customer');
      const id = newId('bps_');
      const session = {
        id,
        object: 'billing_portal.session',
        url: `${url}/portal/${id}`,
        customer: customer.id,
        return_url: param(p, 'return_url') ?? null,
        flow: p.flow_data ?? null,
        created: now(),
        livemode: false,
      };
      portalSessions.set(id, session);
      return session;
    },
  };

  // The pages a browser visits on Stripe's side. Each writes its own response.
  const html = (res: ServerResponse, status: number, title: string, body: string) =>
    res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(page(title, body));
  const pages: Record<string, (id: string, res: ServerResponse) => unknown> = {
    'GET /checkout/:id': (id, res) => {
      const s = find(checkoutSessions, 'checkout session', id);
      const interval = find(prices, 'price', checkoutLines.get(id)?.price).recurring.interval;
      const body =
        s.status !== 'open'
          ? '<p>This checkout session is complete.</p>'
          : `<p>${escapeHtml(`${money(s.amount_total, s.currency)} / ${interval}`)}</p>` +
            `<form method="post" action="/checkout/${escapeHtml(id)}/pay"><button>Pay</button></form>` +
            (s.cancel_url ? `<p><a href="${escapeHtml(s.cancel_url)}">Cancel</a></p>` : '');
      html(res, 200, 'Stripe stand-in checkout', body);
    },
    'POST /checkout/:id/pay': async (id, res) => {
      const s = find(checkoutSessions, 'checkout session', id);
      if (s.status !== 'open') return html(res, 409, 'Stripe stand-in checkout', '<p>Already paid.</p>');
      await completeCheckout(id);
      res.writeHead(303, { location: String(s.success_url).replaceAll('{CHECKOUT_SESSION_ID}', id) }).end();
    },
    'GET /portal/:id': (id, res) => {
      const s = find(portalSessions, 'billing portal session', id);
      const back = s.return_url ? `<p><a href="${escapeHtml(s.return_url)}">Return</a></p>` : '';
      html(res, 200, 'Stripe stand-in billing portal', `<p>Payment method updated</p>${back}`);
    },
    // Before /invoices/:id, which would also match.
    'GET /invoices/:id.pdf': (id, res) => {
      const i = find(invoices, 'invoice', id);
      const pdf = tinyPdf(`Invoice ${i.number} ${money(i.total, i.currency)}`);
      res.writeHead(200, { 'content-type': 'application/pdf' }).end(pdf);
    },
    'GET /invoices/:id': (id, res) => {
      const i = find(invoices, 'invoice', id);
      const summary = `Invoice ${i.number}: ${money(i.total, i.currency)}, ${i.status}`;
      const link = `<a href="${escapeHtml(i.invoice_pdf)}">Download PDF</a>`;
      html(res, 200, 'Stripe stand-in invoice', `<p>${escapeHtml(summary)}</p><p>${link}</p>`);
    },
  };

  /** The handler in `table` for this request, and the `:id` it matched. */
  function route<T>(table: Record<string, T>, method: string, pathname: string): [T, string] | undefined {
    for (const [key, handler] of Object.entries(table)) {
      const [m, path = ''] = key.split(' ');
      const pattern = new RegExp(`^${path.replace(/\./g, '\\.').replace(':id', '([^/]+)')}$`);
      const match = m === method ? pattern.exec(pathname) : null;
      if (match) return [handler, decodeURIComponent(match[1] ?? '')];
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const method = req.method ?? 'GET';
    const { pathname, search } = new URL(req.url ?? '/', 'http://stand-in');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const params = parseForm(method === 'POST' ? Buffer.concat(chunks).toString() : search);
    requests.push({ method, path: pathname, body: params });
    const json = (status: number, body: string) =>
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req_') }).end(body);

    // Browsers ask every host for an icon; an empty answer keeps their consoles free of 404s.
    if (pathname === '/favicon.ico') return res.writeHead(204).end();
    try {
      const pageRoute = route(pages, method, pathname);
      if (pageRoute) return await pageRoute[0](pageRoute[1], res);
      const apiRoute = pathname.startsWith('/v1/') ? route(api, method, pathname) : undefined;
      if (!apiRoute) {
        const message = `Unrecognized request URL (${method}: ${pathname}).`;
        throw new ApiError(404, { type: 'invalid_request_error', message });
      }
      if (!/^Bearer sk_test_/.test(req.headers.authorization ?? ''))
        throw new ApiError(401, { type: 'authentication_error', message: 'Invalid API Key provided.' });
      const key = method === 'POST' ? req.headers['idempotency-key'] : undefined;
      const replay = typeof key === 'string' ? replies.get(key) : undefined;
      if (replay) return json(200, replay);
      let body = await apiRoute[0](apiRoute[1], params);
      for (const path of Array.isArray(params.expand) ? params.expand : [])
        body = expand(body, String(path).split('.'));
      const text = JSON.stringify(body); // a snapshot, also for replays
      if (typeof key === 'string') replies.set(key, text);
      json(200, text);
    } catch (error) {
      if (res.headersSent) return;
      if (error instanceof ApiError) return json(error.status, JSON.stringify({ error: error.body }));
      const message = error instanceof Error ? error.message : String(error);
      json(500, JSON.stringify({ error: { type: 'api_error', message } }));
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  url = `http://127.0.0.1:${port}`;

  return {
    url,
    port,
    events,
    requests,
    subscriptions,
    customers,
    checkoutSessions,
    invoices,
    prices,
    portalSessions,
    setWebhookTarget: (targetUrl, secret) => void (target = { url: targetUrl, secret }),
    completeCheckout,
    deliver,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections(); // the SDK keeps connections alive
      }),
  };
}
