import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../../shared/routing/paths';
import { AuthCard } from '../../features/auth/auth-card';
import { authErrorMessage } from '../../features/auth/auth-error-message';
import { authApi } from '../../lib/auth/auth-api';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { EmailField } from '../../features/auth/email-field';
import { LocalizedLink } from '../../lib/routing/localized-link';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton } from '../../ui/submit-button';

/** Ask for a reset link. The answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [email, setEmail] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'sent'>('idle');
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setState('busy');
    setError('');
    try {
      await authApi.requestPasswordReset({
        email: email.trim(),
        redirectTo: pathTo(language, 'resetPassword'),
      });
      setState('sent');
    } catch (caught) {
      setState('idle');
      setError(authErrorMessage(t, caught));
    }
  };

  return (
    <AuthCard
      title={t('pages.forgotPassword.title')}
      intro={t('pages.forgotPassword.intro')}
      footer={<LocalizedLink to="signin">{t('auth.backToSignIn')}</LocalizedLink>}
    >
      {error && <FormAlert kind="error">{error}</FormAlert>}
      {state === 'sent' ? (
        <FormAlert kind="success">{t('auth.reset.sent', { email: email.trim() })}</FormAlert>
      ) : (
        <form onSubmit={submit}>
          <EmailField value={email} onChange={setEmail} />
          <SubmitButton busy={state === 'busy'}>{t('auth.reset.send')}</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
