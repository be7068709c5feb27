import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { containsNul } from '../http/contains-nul';
import { sendStorageFault, storageFault } from '../http/storage-errors';
import type { AccountSignInThrottle } from './account-sign-in-throttle';
import { withAuthErrorCapture } from './auth-error-capture';
import type { Auth } from './create-auth';
import { clientIpHeader } from './create-auth';
import type { SessionAnswer } from './session-answer';

const passwordSignInPath = '/api/auth/sign-in/email';

/**
 * Hands /api/auth/* to better-auth: the Fastify request becomes a Fetch Request (with the client
 * address Fastify resolved), and better-auth's Response — status, headers, every Set-Cookie, body —
 * goes back unchanged.
 */
export async function authRoutes(
  app: FastifyInstance,
  {
    auth,
    throttle,
    answerSession,
  }: {
    auth: Auth;
    throttle: AccountSignInThrottle;
    answerSession: (request: FastifyRequest) => Promise<SessionAnswer | undefined>;
  },
): Promise<void> {
  // Every page load checks the session. A live session is answered from one query (session-answer.ts);
  // otherwise better-auth decides — through a direct call, a third of the cost of its HTTP handler
  // (which builds its router per request), with the same result and refreshed cookie. Anything with
  // options goes the long way.
  // About a kilobyte of JSON: not worth compressing, nor running the compression hooks for (bench/load).
  app.get('/api/auth/get-session', { compress: false, decompress: false }, async (request, reply) => {
    if (request.url.includes('?')) return forward(request, reply);
    const live = await answerSession(request);
    if (live) return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(live);
    const { headers, response } = await auth.api.getSession({
      headers: toFetchRequest(request).headers,
      returnHeaders: true,
    });
    const cookies = headers.getSetCookie();
    if (cookies.length) reply.header('set-cookie', cookies);
    return reply
      .header('cache-control', 'no-store')
      .header('pragma', 'no-cache')
      .send(response ?? null);
  });

  const forward = async (request: FastifyRequest, reply: FastifyReply) => {
    // A JSON body that is not an object (null, 5, true, "text") reaches better-auth's plugin hooks as
    // a body they test with `in`, which throws: refuse it here like our other invalid payloads. (A
    // string is fine only as the raw body of a non-JSON content type.) PostgreSQL cannot store a NUL
    // character in text: better-auth would answer such a field with a 500 too.
    const body: unknown = request.body;
    const json = /json/i.test(request.headers['content-type'] ?? '');
    const rawText = typeof body === 'string' && !json;
    if (body === null || (body !== undefined && typeof body !== 'object' && !rawText) || containsNul(body))
      return reply
        .code(400)
        .send({ error: 'invalid_request', message: 'Some of the data sent was not valid.' });
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
    const fetchRequest = toFetchRequest(request);
    const { result: response, error } = await withAuthErrorCapture(() => auth.handler(fetchRequest));
    const fault = response.status >= 500 ? storageFault(error) : undefined;
    if (fault) {
      request.log.warn({ err: error, fault }, 'auth: storage error answered with 503');
      return sendStorageFault(reply, fault);
    }
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
    // better-auth answers an unknown /api/auth path with an empty 404: say what happened, like our 404s.
    if (response.status >= 400 && !response.body)
      return reply.type('application/json').send({
        error: response.status === 404 ? 'not_found' : 'auth_error',
        message: `No route for ${request.method} ${request.url.split('?')[0]}`,
      });
    return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
  };
  app.route({ method: ['GET', 'POST'], url: '/api/auth/*', handler: forward });
}

/** The address of a password sign-in, the one request the per-account throttle watches. */
function passwordSignInEmail(request: FastifyRequest): string | undefined {
  if (request.method !== 'POST' || request.url.split('?')[0] !== passwordSignInPath) return undefined;
  const email = (request.body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' && email.length > 0 && email.length <= 320 ? email : undefined;
}

export function toFetchRequest(request: FastifyRequest): Request {
  const base = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
  // A Host header no URL can have ("[", "a b") is the client's mistake: 400, not a crash.
  if (!URL.canParse(request.url, base))
    throw Object.assign(new Error('The Host header of this request is not valid.'), { statusCode: 400 });
  const url = new URL(request.url, base);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === clientIpHeader) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(clientIpHeader, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  // A POST without a body is an empty object to better-auth (its hooks read fields of the body).
  if (hasBody && request.body === undefined) headers.set('content-type', 'application/json');
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody
      ? typeof request.body === 'string'
        ? request.body
        : JSON.stringify(request.body ?? {})
      : undefined,
  });
}
