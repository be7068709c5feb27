import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccountSignInThrottle } from './account-sign-in-throttle';
import type { Auth } from './create-auth';
import { clientIpHeader } from './create-auth';

const passwordSignInPath = '/api/auth/sign-in/email';

/**
 * Hands /api/auth/* to better-auth: the Fastify request becomes a Fetch Request (with the client
 * address Fastify resolved), and better-auth's Response — status, headers, every Set-Cookie, body —
 * goes back unchanged.
 */
export async function authRoutes(
  app: FastifyInstance,
  { auth, throttle }: { auth: Auth; throttle: AccountSignInThrottle },
): Promise<void> {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    handler: async (request, reply) => {
      const email = passwordSignInEmail(request);
      if (email) {
        const blockedFor = await throttle.blockedFor(email);
        if (blockedFor > 0) {
          return reply
            .code(429)
            .header('retry-after', String(blockedFor))
            .send({
              code: 'ACCOUNT_SIGN_IN_LOCKED',
              message: `Too many failed sign-ins for this account. Try again in ${Math.ceil(blockedFor / 60)} minutes, or sign in with an e-mailed link.`,
            });
        }
      }
      const response = await auth.handler(toFetchRequest(request));
      if (email && response.status === 401) await throttle.recordFailure(email);
      else if (email && response.ok) await throttle.clear(email);
      reply.code(response.status);
      response.headers.forEach((value, name) => {
        if (name !== 'set-cookie' && name !== 'content-length') reply.header(name, value);
      });
      // The Google popup comes back from another origin to a page of ours that must still reach
      // window.opener; any cross-origin-opener-policy but unsafe-none would cut that link.
      reply.header('cross-origin-opener-policy', 'unsafe-none');
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
    },
  });
}

/** The address of a password sign-in, the one request the per-account throttle watches. */
function passwordSignInEmail(request: FastifyRequest): string | undefined {
  if (request.method !== 'POST' || request.url.split('?')[0] !== passwordSignInPath) return undefined;
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.length > 0 && email.length <= 320 ? email : undefined;
}

export function toFetchRequest(request: FastifyRequest): Request {
  const url = new URL(request.url, `${request.protocol}://${request.headers.host ?? 'localhost'}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === clientIpHeader) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(clientIpHeader, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody
      ? typeof request.body === 'string'
        ? request.body
        : JSON.stringify(request.body)
      : undefined,
  });
}
