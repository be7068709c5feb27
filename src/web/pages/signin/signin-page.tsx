import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../shared/routing/paths';
import { useAuth } from '../../features/auth/auth-context';
import { AuthCard } from '../../features/auth/auth-card';
import { authErrorMessage } from '../../features/auth/auth-error-message';
import { GoogleButton } from '../../features/auth/google-button';
import { AuthError } from '../../lib/auth/auth-api';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { EmailField } from '../../features/auth/email-field';
import { LocalizedLink } from '../../lib/routing/localized-link';
import {
  useHydratedSearchParams,
  useQueryPrefilledState,
} from '../../lib/routing/use-hydrated-search-params';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import styles from './signin-page.module.css';
import { HydratedFields } from '../../ui/hydrated-fields';

/** Sign in with e-mail and password (or Google); unverified addresses go to /verify-email. */
export default function SigninPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  // Pre-rendered without a query: what the query says shows once the page has hydrated.
  const params = useHydratedSearchParams();
  const { signIn } = useAuth();
  const [email, setEmail] = useQueryPrefilledState('email');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      // The route guard now sends the signed-in user on (to ?redirect= or /pose).
      await signIn(email.trim(), password, remember);
    } catch (caught) {
      setBusy(false);
      if (caught instanceof AuthError && caught.code === 'auth/email-not-verified') {
        navigate(
          `${pathTo(language, 'verifyEmail')}?email=${encodeURIComponent(email.trim())}&unverified=1`,
          { replace: true },
        );
        return;
      }
      setError(authErrorMessage(t, caught));
    }
  };

  return (
    <AuthCard
      title={t('pages.signin.title')}
      intro={t('pages.signin.intro')}
      footer={
        <>
          <span>
            {t('auth.noAccount')} <LocalizedLink to="signup">{t('nav.signUp')}</LocalizedLink>
          </span>
          <LocalizedLink to="verifySignin" search={email ? `?email=${encodeURIComponent(email)}` : ''}>
            {t('auth.magicLinkOffer')}
          </LocalizedLink>
        </>
      }
    >
      {params.get('verified') && <FormAlert kind="success">{t('auth.verifiedNowSignIn')}</FormAlert>}
      {params.get('error') && <FormAlert kind="error">{t('auth.errors.invalidLink')}</FormAlert>}
      {params.get('reset') && <FormAlert kind="success">{t('auth.resetDone')}</FormAlert>}
      {error && <FormAlert kind="error">{error}</FormAlert>}
      <GoogleButton onError={setError} />
      <form onSubmit={submit} noValidate={false}>
        <HydratedFields>
          <EmailField value={email} onChange={setEmail} />
          <TextField
            label={t('auth.password')}
            type="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            hint={<LocalizedLink to="forgotPassword">{t('auth.forgotPassword')}</LocalizedLink>}
          />
          <label className={styles.remember}>
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
            {t('auth.rememberMe')}
          </label>
          <SubmitButton busy={busy}>{t('nav.signIn')}</SubmitButton>
        </HydratedFields>
      </form>
    </AuthCard>
  );
}
