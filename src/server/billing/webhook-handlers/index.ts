import { checkoutSessionCompleted } from './checkout-session-completed';
import { customerSubscriptionCreated } from './customer-subscription-created';
import { customerSubscriptionDeleted } from './customer-subscription-deleted';
import { customerSubscriptionUpdated } from './customer-subscription-updated';
import { invoicePaid } from './invoice-paid';
import { invoicePaymentFailed } from './invoice-payment-failed';
import type { WebhookHandler } from './types';

/** The Stripe events Postura acts on; any other type is acknowledged and ignored. */
export const webhookHandlers: Record<string, WebhookHandler> = {
  'checkout.session.completed': checkoutSessionCompleted,
  'customer.subscription.created': customerSubscriptionCreated,
  'customer.subscription.updated': customerSubscriptionUpdated,
  'customer.subscription.deleted': customerSubscriptionDeleted,
  'invoice.paid': invoicePaid,
  'invoice.payment_failed': invoicePaymentFailed,
};
