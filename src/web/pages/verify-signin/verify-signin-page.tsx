import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { pathTo } from '../../../shared/routing/paths';
import { useAuth } from '../../features/auth/auth-context';
import { AuthCard } from '../../features/auth/auth-card';
import { authErrorMessage } from '../../features/auth/auth-error-message';
import { authApi } from '../../lib/auth/auth-api';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { EmailField } from '../../features/auth/email-field';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { SubmitButton } from '../../ui/submit-button';

/**
 * Sign-in by e-mailed link. With `?token=` (the link from the e-mail) it completes the sign-in and
 * goes to /pose; without, it asks for an address and sends the link.
 */
export default function VerifySigninPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { refresh } = useAuth();
  const token = params.get('token');
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [state, setState] = useState<'idle' | 'busy' | 'sent' | 'verifying'>(token ? 'verifying' : 'idle');
  const [error, setError] = useState('');
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    authApi
      .verifyMagicLink(token)
      .then(() => refresh())
      .then(() => navigate(pathTo(language, 'pose'), { replace: true }))
      .catch((caught: unknown) => {
        setState('idle');
        setError(authErrorMessage(t, caught));
      });
  }, [token, refresh, navigate, language, t]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    setState('busy');
    setError('');
    try {
      await authApi.sendMagicLink({ email: email.trim(), callbackURL: pathTo(language, 'pose') });
      setState('sent');
    } catch (caught) {
      setState('idle');
      setError(authErrorMessage(t, caught));
    }
  };

  if (state === 'verifying') return <Loading label={t('auth.magic.verifying')} />;
  return (
    <AuthCard title={t('pages.verifySignin.title')} intro={t('auth.magic.intro')}>
      {error && <FormAlert kind="error">{error}</FormAlert>}
      {state === 'sent' ? (
        <FormAlert kind="success">{t('auth.magic.sent', { email: email.trim() })}</FormAlert>
      ) : (
        <form onSubmit={send}>
          <EmailField value={email} onChange={setEmail} />
          <SubmitButton busy={state === 'busy'}>{t('auth.magic.send')}</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
