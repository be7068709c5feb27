import { z } from 'zod';
import { analyticsBatchSchema } from '../../src/shared/analytics/analytics-schema';
import {
  changeIntervalSchema,
  checkoutRequestSchema,
  checkoutSessionParamsSchema,
  intervalQuerySchema,
  invoicesQuerySchema,
  portalRequestSchema,
  reactivateRequestSchema,
} from '../../src/shared/billing/billing-schemas';
import { contactSchema } from '../../src/shared/contact/contact-schema';
import { deskCheckSchema } from '../../src/shared/desk-check/desk-check-schema';
import {
  alertSettingsSchema,
  calibrationSchema,
  cameraKeySchema,
  endSessionSchema,
  startSessionSchema,
  uploadMinutesSchema,
} from '../../src/shared/posture/posture-schemas';
import { rangeQuerySchema, summaryQuerySchema } from '../../src/shared/progress/progress-schemas';
import type { Auth } from '../../src/server/auth/create-auth';

type Schema = z.core.$ZodType;

/** One route as the fuzzer sees it: where it is and the schemas of what it takes. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  params?: Schema;
  query?: Schema;
  body?: Schema;
  /** May end the actor's session or account (sign-out, delete-user…): checked and renewed after. */
  destructive?: boolean;
}

const sessionParams = z.object({ id: z.uuid() });
// GET /api/posture/sessions's query (posture-routes.ts), in the shape the browser sends it.
const listQuery = z.object({ limit: z.number().int().min(1).max(100).optional() });

/** Every route of our own API (see the registrations under src/server). */
export const ownEndpoints: Endpoint[] = [
  { method: 'GET', path: '/api/health' },
  { method: 'GET', path: '/api/geo' },
  { method: 'GET', path: '/api/config' },
  { method: 'GET', path: '/api/account/export' },
  { method: 'POST', path: '/api/posture/sessions', body: startSessionSchema },
  {
    method: 'POST',
    path: '/api/posture/sessions/:id/minutes',
    params: sessionParams,
    body: uploadMinutesSchema,
  },
  { method: 'POST', path: '/api/posture/sessions/:id/end', params: sessionParams, body: endSessionSchema },
  { method: 'GET', path: '/api/posture/sessions', query: listQuery },
  { method: 'DELETE', path: '/api/posture/sessions/:id', params: sessionParams },
  { method: 'GET', path: '/api/posture/preferences' },
  { method: 'PUT', path: '/api/posture/preferences', body: alertSettingsSchema },
  { method: 'GET', path: '/api/posture/calibrations/:cameraKey', params: cameraKeySchema },
  {
    method: 'PUT',
    path: '/api/posture/calibrations/:cameraKey',
    params: cameraKeySchema,
    body: calibrationSchema,
  },
  { method: 'GET', path: '/api/progress/summary', query: summaryQuerySchema },
  { method: 'GET', path: '/api/progress/range', query: rangeQuerySchema },
  { method: 'GET', path: '/api/progress/export.csv', query: rangeQuerySchema },
  { method: 'GET', path: '/api/progress/recommendations', query: summaryQuerySchema },
  { method: 'POST', path: '/api/desk-checks', body: deskCheckSchema },
  { method: 'GET', path: '/api/desk-checks/latest' },
  { method: 'POST', path: '/api/contact', body: contactSchema },
  { method: 'POST', path: '/api/analytics', body: analyticsBatchSchema },
  { method: 'GET', path: '/api/billing/config' },
  { method: 'GET', path: '/api/subscription' },
  { method: 'POST', path: '/api/billing/checkout', body: checkoutRequestSchema },
  { method: 'GET', path: '/api/billing/checkout/:sessionId', params: checkoutSessionParamsSchema },
  { method: 'GET', path: '/api/billing/interval-preview', query: intervalQuerySchema },
  { method: 'POST', path: '/api/billing/interval', body: changeIntervalSchema },
  { method: 'POST', path: '/api/billing/cancel', body: z.object({}) },
  { method: 'POST', path: '/api/billing/reactivate', body: reactivateRequestSchema },
  { method: 'POST', path: '/api/billing/payment-method', body: portalRequestSchema },
  { method: 'GET', path: '/api/billing/invoices', query: invoicesQuerySchema },
  { method: 'POST', path: '/api/billing/webhook', body: z.object({ id: z.string(), type: z.string() }) },
  { method: 'GET', path: '/robots.txt' },
  { method: 'GET', path: '/sitemap.xml' },
];

const destructivePaths = new Set([
  '/sign-out',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/delete-user',
  '/change-password',
  '/change-email',
  '/update-session',
  '/unlink-account',
]);

interface AuthEndpointOptions {
  method?: string | string[];
  body?: Schema;
  query?: Schema;
  metadata?: { SERVER_ONLY?: boolean };
}

/** better-auth's endpoints reachable over HTTP, with the zod schemas it validates them with. */
export function authEndpoints(auth: Auth): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const endpoint of Object.values(
    auth.api as Record<string, { path?: string; options?: AuthEndpointOptions }>,
  )) {
    const { path, options } = endpoint;
    if (!path || !options || options.metadata?.SERVER_ONLY) continue;
    const methods = [options.method ?? 'GET'].flat() as Endpoint['method'][];
    const params = path.includes(':')
      ? z.object(
          Object.fromEntries([...path.matchAll(/:(\w+)/g)].map(([, name]) => [name!, z.string().max(60)])),
        )
      : undefined;
    for (const method of methods)
      endpoints.push({
        method,
        path: `/api/auth${path}`,
        params,
        query: options.query,
        body: method === 'GET' ? undefined : options.body,
        destructive: destructivePaths.has(path),
      });
  }
  return endpoints;
}
