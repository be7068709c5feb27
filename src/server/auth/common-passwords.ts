import { dictionary } from '@zxcvbn-ts/language-common';
import { relevantCommonPasswords } from '../../shared/auth/password-rules';

/** The 49k most common passwords (zxcvbn-ts, MIT), kept to those our length rule lets through. */
export const commonPasswords: ReadonlySet<string> = new Set(
  relevantCommonPasswords((dictionary as Record<string, string[]>)['passwords-common'] ?? []),
);
