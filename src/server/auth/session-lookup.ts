import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Auth } from './create-auth';
import type { SessionRows } from './session-rows';

/**
 * Who is signed in, for our own API routes, without going through better-auth's endpoint machinery
 * (about 1 ms of CPU a call — most of an upload's cost, bench/load). It reads the same signed session
 * cookie better-auth sets (value "token.HMAC-SHA256(token) in base64", URL-encoded) and the same session
 * row, so a sign-out, password change or account deletion — which delete the row — ends access at once,
 * on every server process. Refreshing the session's expiry stays with better-auth's own session check,
 * which every page load makes. The row comes from session-rows.ts, shared with the session check.
 */
export function sessionLookup(auth: Auth, sessionRows: () => Promise<SessionRows>) {
  return async function signedInUserId(request: FastifyRequest): Promise<string | undefined> {
    const { authCookies, secret } = await auth.$context;
    const token = verifiedSessionToken(request.headers.cookie, authCookies.sessionToken.name, secret);
    if (!token) return undefined;
    const found = await (await sessionRows()).owner(token);
    if (!found || found.expiresAt.getTime() <= Date.now()) return undefined;
    return found.userId;
  };
}

/** The session token of a cookie header whose signature is ours, or undefined. */
export function verifiedSessionToken(
  header: string | undefined,
  cookieName: string,
  secret: string,
): string | undefined {
  const raw = readCookie(header, cookieName);
  if (!raw) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return undefined;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return token;
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}
