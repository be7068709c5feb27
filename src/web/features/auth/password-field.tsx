import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { passwordProblems, passwordRules, type PasswordProblem } from '../../../shared/auth/password-rules';
import { CheckIcon, CloseIcon } from '../../ui/icons';
import { TextField } from '../../ui/text-field';
import styles from './password-field.module.css';

let commonPasswords: Promise<Set<string>> | undefined;
/** The common-password list is fetched with the first password form, not with the app. */
function loadCommonPasswords(): Promise<Set<string>> {
  commonPasswords ??= import('virtual:common-passwords').then((module) => new Set(module.default));
  return commonPasswords;
}

const rules: PasswordProblem[] = ['tooShort', 'tooLong', 'common'];

/** A new-password input that shows, as the user types, which rules it meets. */
export function PasswordField({
  value,
  onChange,
  label,
  autoComplete = 'new-password',
}: {
  value: string;
  onChange(value: string): void;
  label: string;
  autoComplete?: string;
}) {
  const { t } = useTranslation();
  const [common, setCommon] = useState<Set<string>>(new Set());
  useEffect(() => {
    void loadCommonPasswords().then(setCommon);
  }, []);
  const problems = passwordProblems(value, common);
  return (
    <TextField
      label={label}
      type="password"
      autoComplete={autoComplete}
      value={value}
      required
      minLength={passwordRules.minLength}
      maxLength={passwordRules.maxLength}
      onChange={(event) => onChange(event.target.value)}
      hint={
        <ul className={styles.rules} aria-live="polite">
          {rules.map((rule) => {
            const met = value.length > 0 && !problems.includes(rule);
            return (
              <li key={rule} className={met ? styles.met : styles.unmet}>
                {met ? <CheckIcon className={styles.icon} /> : <CloseIcon className={styles.icon} />}
                <span>
                  {t(`auth.passwordRules.${rule}`, {
                    min: passwordRules.minLength,
                    max: passwordRules.maxLength,
                  })}
                </span>
                <span className="visually-hidden">
                  {met ? t('auth.passwordRules.met') : t('auth.passwordRules.unmet')}
                </span>
              </li>
            );
          })}
        </ul>
      }
    />
  );
}

/**
 * The message to show when a new password breaks a rule, or undefined when it is fine — the same check
 * the field shows live, run once more on submit.
 */
export async function newPasswordError(t: TFunction, value: string): Promise<string | undefined> {
  const common = await loadCommonPasswords();
  return passwordProblems(value, common).length ? t('auth.errors.passwordRules') : undefined;
}
