import { APIError } from 'better-auth/api';

/** Every parameter through which a request can name where the browser goes next. */
const targetFields = ['callbackURL', 'redirectTo', 'errorCallbackURL', 'newUserCallbackURL', 'callbackUrl'];

/**
 * Redirect targets must be paths on this site (`/fr/pose`), never another host — so no e-mailed link
 * of ours can become an open redirect. Absolute URLs are allowed only on our own public origin.
 */
export function checkRedirectTargets(
  values: Array<Record<string, unknown> | undefined>,
  ownOrigin: string | undefined,
): void {
  for (const source of values) {
    for (const field of targetFields) {
      const value = source?.[field];
      if (value === undefined || value === null || value === '') continue;
      if (typeof value !== 'string' || !isOwnTarget(value, ownOrigin)) {
        throw new APIError('FORBIDDEN', {
          code: 'INVALID_CALLBACK_URL',
          message: 'The redirect address must be on this site.',
        });
      }
    }
  }
}

export function isOwnTarget(value: string, ownOrigin: string | undefined): boolean {
  const hasControlCharacter = [...value].some((c) => c.charCodeAt(0) < 0x20);
  if (/^\/(?![/\\])/.test(value) && !value.includes('\\') && !hasControlCharacter) return true;
  if (!ownOrigin) return false;
  try {
    return new URL(value).origin === ownOrigin;
  } catch {
    return false;
  }
}
