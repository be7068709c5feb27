/** Password rules shown live in the forms and enforced by the server (issue: accounts). */
export const passwordRules = { minLength: 10, maxLength: 128 } as const;

export type PasswordProblem = 'tooShort' | 'tooLong' | 'common';

export function passwordProblems(password: string, commonPasswords: ReadonlySet<string>): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  if (password.length < passwordRules.minLength) problems.push('tooShort');
  if (password.length > passwordRules.maxLength) problems.push('tooLong');
  if (commonPasswords.has(password.toLowerCase())) problems.push('common');
  return problems;
}

/** Only the common passwords long enough to pass the length rule need checking. */
export function relevantCommonPasswords(list: readonly string[]): string[] {
  return list
    .filter((p) => p.length >= passwordRules.minLength && p.length <= passwordRules.maxLength)
    .map((p) => p.toLowerCase());
}
