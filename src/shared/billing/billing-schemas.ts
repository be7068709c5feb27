import { z } from 'zod';
import { defaultLanguage, languageCodes } from '../i18n/languages';
import { billingIntervals } from './plans';

/** Billing API payloads, validated at the edge. The page language, so Stripe sends the user back to the same localized page. */
const language = z.enum(languageCodes).default(defaultLanguage);

export const checkoutRequestSchema = z.object({ interval: z.enum(billingIntervals), language });
export const changeIntervalSchema = z.object({ interval: z.enum(billingIntervals) });
export const reactivateRequestSchema = z.object({
  interval: z.enum(billingIntervals).default('month'),
  language,
});
export const portalRequestSchema = z.object({ language });
export const checkoutSessionParamsSchema = z.object({
  sessionId: z.string().regex(/^cs_[A-Za-z0-9_]{1,200}$/, { message: 'must be a Checkout Session id' }),
});
export const intervalQuerySchema = z.object({ interval: z.enum(billingIntervals) });
export const invoicesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  startingAfter: z
    .string()
    .regex(/^in_[A-Za-z0-9]+$/)
    .optional(),
});
