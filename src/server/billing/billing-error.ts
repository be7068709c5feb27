/** A billing failure the UI can show: an HTTP status, a stable code and a readable message. */
export class BillingError extends Error {
  override name = 'BillingError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const paymentsNotConfigured = () =>
  new BillingError(503, 'payments_not_configured', 'Payments are not configured on this server.');

export const noSubscription = () =>
  new BillingError(404, 'no_subscription', 'You have no Pro subscription to change.');

export const alreadyPro = () => new BillingError(409, 'already_pro', 'You already have Postura Pro.');

export const paymentServiceUnavailable = () =>
  new BillingError(
    502,
    'payment_service_unavailable',
    'The payment service could not be reached. Please try again.',
  );
