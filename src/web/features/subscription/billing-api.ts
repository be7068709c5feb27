import type {
  BillingConfig,
  BillingInterval,
  Features,
  InvoiceSummary,
  SubscriptionRecord,
} from '../../../shared/billing/plans';

/** What /api/subscription and the billing actions answer about the signed-in user. */
export interface SubscriptionAnswer {
  subscription: SubscriptionRecord | null;
  isPro: boolean;
  features: Features;
}

/** A failed billing call with the server's code and message, or NETWORK when it was not reached. */
export class BillingApiError extends Error {
  override name = 'BillingApiError';
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
  ) {
    super(message);
  }
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new BillingApiError('The server could not be reached', 'NETWORK', 0);
  }
  const data = (await response.json().catch(() => null)) as { error?: string; message?: string } | null;
  if (!response.ok)
    throw new BillingApiError(
      data?.message ?? response.statusText,
      data?.error ?? 'UNKNOWN',
      response.status,
    );
  return data as T;
}

/** Our server's billing endpoints; Stripe itself is only ever reached by the server or by redirect. */
export const billingApi = {
  config: () => call<BillingConfig>('/api/billing/config'),
  subscription: () => call<SubscriptionAnswer>('/api/subscription'),
  checkout: (interval: BillingInterval, language: string) =>
    call<{ url: string }>('/api/billing/checkout', { interval, language }),
  confirmCheckout: (sessionId: string) =>
    call<SubscriptionAnswer>(`/api/billing/checkout/${encodeURIComponent(sessionId)}`),
  previewInterval: (interval: BillingInterval) =>
    call<{ amountDue: number; currency: string }>(`/api/billing/interval-preview?interval=${interval}`),
  changeInterval: (interval: BillingInterval) =>
    call<SubscriptionAnswer>('/api/billing/interval', { interval }),
  cancel: () => call<SubscriptionAnswer>('/api/billing/cancel', {}),
  reactivate: (interval: BillingInterval, language: string) =>
    call<SubscriptionAnswer | { url: string }>('/api/billing/reactivate', { interval, language }),
  paymentMethod: (language: string) => call<{ url: string }>('/api/billing/payment-method', { language }),
  invoices: (startingAfter?: string) =>
    call<{ invoices: InvoiceSummary[]; hasMore: boolean }>(
      `/api/billing/invoices?limit=10${startingAfter ? `&startingAfter=${encodeURIComponent(startingAfter)}` : ''}`,
    ),
};
