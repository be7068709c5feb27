import { AsyncLocalStorage } from 'node:async_hooks';
import { isAPIError } from 'better-auth/api';
import type { FastifyBaseLogger } from 'fastify';

/**
 * better-auth turns every error inside its endpoints into its own 500 answer, so the cause (a database
 * out of reach, a full disk) never reaches Fastify's error handler. Each auth request runs inside this
 * store; better-auth's onAPIError hook drops the error into it, and the route can then answer 503 with a
 * message the UI can show instead of a bare 500.
 */
const errors = new AsyncLocalStorage<{ error?: unknown }>();

export function withAuthErrorCapture<T>(run: () => Promise<T>): Promise<{ result: T; error?: unknown }> {
  const store: { error?: unknown } = {};
  return errors.run(store, async () => ({ result: await run(), error: store.error }));
}

/** better-auth's `onAPIError.onError`: remember the error for the route, and log what is unexpected. */
export function captureAuthError(log: FastifyBaseLogger) {
  return (error: unknown) => {
    const store = errors.getStore();
    if (store) store.error = error;
    // Refusals (wrong password, bad token, foreign redirect) are answers, not faults.
    if (isAPIError(error) && error.status !== 'INTERNAL_SERVER_ERROR')
      log.debug({ err: error }, 'auth: refused');
    else log.error({ err: error }, 'auth: unexpected error');
  };
}
