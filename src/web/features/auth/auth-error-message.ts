import type { TFunction } from 'i18next';
import { AuthError } from '../../lib/auth/auth-api';

/** Words for what the server or browser said went wrong, in the user's language. */
export function authErrorMessage(t: TFunction, error: unknown): string {
  const code = error instanceof AuthError ? error.code : 'UNKNOWN';
  const known: Record<string, string> = {
    'auth/email-not-verified': 'auth.errors.verifyFirst',
    'auth/popup-blocked': 'auth.errors.popupBlocked',
    'auth/popup-closed-by-user': 'auth.errors.popupClosed',
    INVALID_EMAIL_OR_PASSWORD: 'auth.errors.invalidCredentials',
    INVALID_PASSWORD: 'auth.errors.wrongPassword',
    TOO_MANY_REQUESTS: 'auth.errors.tooMany',
    NETWORK: 'auth.errors.network',
    INVALID_TOKEN: 'auth.errors.invalidLink',
    PASSWORD_TOO_COMMON: 'auth.passwordRules.common',
    PASSWORD_TOO_SHORT: 'auth.passwordRules.tooShort',
    PASSWORD_TOO_LONG: 'auth.passwordRules.tooLong',
    INVALID_EMAIL: 'auth.errors.invalidEmail',
    USER_ALREADY_EXISTS: 'auth.errors.emailTaken',
    USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'auth.errors.emailTaken',
    INVALID_OTP: 'auth.errors.invalidCode',
    OTP_EXPIRED: 'auth.errors.codeExpired',
    TOO_MANY_ATTEMPTS: 'auth.errors.tooMany',
    ACCOUNT_SIGN_IN_LOCKED: 'auth.errors.accountLocked',
    // A Google account whose address Google has not verified (spec §5: both ways in need a verified one).
    email_not_verified: 'auth.errors.verifyFirst',
  };
  const minutes = error instanceof AuthError ? Math.ceil((error.retryAfterSeconds ?? 60) / 60) : 1;
  return t(known[code] ?? 'auth.errors.generic', { min: 10, max: 128, count: minutes });
}
