import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '../../../shared/routing/paths';
import { AuthCard } from '../../features/auth/auth-card';
import { authErrorMessage } from '../../features/auth/auth-error-message';
import { newPasswordError, PasswordField } from '../../features/auth/password-field';
import { authApi } from '../../lib/auth/auth-api';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { LocalizedLink } from '../../lib/routing/localized-link';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton } from '../../ui/submit-button';

/** Choose a new password from the e-mailed link; every other session of the account is signed out. */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState(token ? '' : t('auth.errors.invalidLink'));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const rulesError = await newPasswordError(t, password);
    if (rulesError) return setError(rulesError);
    setBusy(true);
    try {
      await authApi.resetPassword({ newPassword: password, token });
      navigate(`${pathTo(language, 'signin')}?reset=1`, { replace: true });
    } catch (caught) {
      setBusy(false);
      setError(authErrorMessage(t, caught));
    }
  };

  return (
    <AuthCard
      title={t('pages.resetPassword.title')}
      intro={t('pages.resetPassword.intro')}
      footer={<LocalizedLink to="forgotPassword">{t('auth.reset.again')}</LocalizedLink>}
    >
      {error && <FormAlert kind="error">{error}</FormAlert>}
      <form onSubmit={submit}>
        <PasswordField label={t('auth.newPassword')} value={password} onChange={setPassword} />
        <SubmitButton busy={busy} disabled={!token}>
          {t('auth.reset.save')}
        </SubmitButton>
      </form>
    </AuthCard>
  );
}
