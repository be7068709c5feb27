import { APIError } from 'better-auth/api';
import { passwordProblems } from '../../shared/auth/password-rules';
import { commonPasswords } from './common-passwords';

/** Which endpoint carries the new password in which field. */
const passwordFields: Record<string, string> = {
  '/sign-up/email': 'password',
  '/reset-password': 'newPassword',
  '/change-password': 'newPassword',
};

/**
 * Refuses a new password that is on the common-password list before better-auth hashes it; length is
 * checked by better-auth itself (10–128 characters).
 */
export function checkPasswordPolicy(path: string, body: Record<string, unknown> | undefined): void {
  const field = passwordFields[path];
  const password = field ? body?.[field] : undefined;
  if (typeof password === 'string' && passwordProblems(password, commonPasswords).includes('common')) {
    throw new APIError('BAD_REQUEST', {
      code: 'PASSWORD_TOO_COMMON',
      message: 'This password is one of the most common ones. Choose another.',
    });
  }
}
