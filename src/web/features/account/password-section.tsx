import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../lib/auth/auth-api';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { authErrorMessage } from '../auth/auth-error-message';
import { newPasswordError, PasswordField } from '../auth/password-field';
import { AccountSection } from './account-section';

/** Change the password (the current one is required); every other session is signed out. */
export function PasswordSection() {
  const { t } = useTranslation();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string }>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rulesError = await newPasswordError(t, next);
    if (rulesError) return setStatus({ kind: 'error', text: rulesError });
    setBusy(true);
    try {
      await authApi.changePassword({ currentPassword: current, newPassword: next });
      setStatus({ kind: 'success', text: t('account.passwordChanged') });
      setCurrent('');
      setNext('');
    } catch (error) {
      setStatus({ kind: 'error', text: authErrorMessage(t, error) });
    }
    setBusy(false);
  };

  return (
    <AccountSection id="account-password" title={t('account.password')}>
      {status && <FormAlert kind={status.kind}>{status.text}</FormAlert>}
      <form onSubmit={submit}>
        <TextField
          label={t('account.currentPassword')}
          type="password"
          autoComplete="current-password"
          required
          value={current}
          onChange={(e) => setCurrent(e.target.value)}
        />
        <PasswordField label={t('auth.newPassword')} value={next} onChange={setNext} />
        <SubmitButton busy={busy} variant="secondary">
          {t('account.changePassword')}
        </SubmitButton>
      </form>
    </AccountSection>
  );
}
