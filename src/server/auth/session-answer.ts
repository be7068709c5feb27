import type { FastifyRequest } from 'fastify';
import type { Auth } from './create-auth';
import { readCookie, verifiedSessionToken } from './session-lookup';
import type { SessionRows, SessionWithUser } from './session-rows';

/** What GET /api/auth/get-session answers for a live session: better-auth's own shape. */
export type SessionAnswer = SessionWithUser;

/**
 * The answer to the session check every page load makes, for the common case — a validly signed
 * cookie whose session is alive and not yet due for its daily refresh — built here from one query
 * instead of better-auth's endpoint pipeline (context, hooks, adapter: about 1 ms of CPU, bench/load).
 * It returns `undefined` whenever better-auth has something to do — no such session, an expired one
 * (cookies to clear, a row to delete), a session to extend, stray cookies to clean, a tampered
 * cookie — and the caller then asks better-auth. The fields and their conversions come from
 * better-auth's own table schema (session-rows.ts), so the answer has the same keys and values as
 * better-auth's; a test compares the two on SQLite and PostgreSQL.
 */
export function sessionAnswerer(auth: Auth, sessionRows: () => Promise<SessionRows>) {
  return async function answer(request: FastifyRequest): Promise<SessionAnswer | undefined> {
    const context = await auth.$context;
    const header = request.headers.cookie;
    // better-auth clears a leftover session-data cookie: leave that answer to it.
    if (!header || readCookie(header, context.authCookies.sessionData.name) !== undefined) return undefined;
    const token = verifiedSessionToken(header, context.authCookies.sessionToken.name, context.secret);
    if (!token) return undefined;
    const rows = await sessionRows();
    if (!rows.answerable) return undefined;
    const found = await rows.load(token);
    if (!found) return undefined;
    const expiresAt = (found.session.expiresAt as Date).getTime();
    const { expiresIn, updateAge } = context.sessionConfig;
    const dueForRefresh = expiresAt - expiresIn * 1000 + updateAge * 1000 <= Date.now();
    if (!(expiresAt > Date.now()) || dueForRefresh) return undefined;
    return { session: rows.session.output(found.session), user: rows.user.output(found.user) };
  };
}
