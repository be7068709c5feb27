import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../shared/routing/paths';
import { useAuth } from '../../features/auth/auth-context';
import { AuthCard } from '../../features/auth/auth-card';
import { authErrorMessage } from '../../features/auth/auth-error-message';
import { GoogleButton } from '../../features/auth/google-button';
import { newPasswordError, PasswordField } from '../../features/auth/password-field';
import { authApi } from '../../lib/auth/auth-api';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { EmailField } from '../../features/auth/email-field';
import { NameField } from '../../features/auth/name-field';
import { LocalizedLink } from '../../lib/routing/localized-link';
import {
  useHydratedSearchParams,
  useQueryPrefilledState,
} from '../../lib/routing/use-hydrated-search-params';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton } from '../../ui/submit-button';
import { safeRedirect } from '../../features/auth/safe-redirect';
import styles from './signup-page.module.css';
import { HydratedFields } from '../../ui/hydrated-fields';

/** Create an account: name, e-mail, password; then confirm the address from the e-mail we send. */
export default function SignupPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  // Pre-rendered without a query: what the query says applies once the page has hydrated.
  const params = useHydratedSearchParams();
  const { setEmailForVerification } = useAuth();
  const [name, setName] = useQueryPrefilledState('name');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  // Where the visitor was going (e.g. /upgrade) survives the e-mail round trip to the sign-in page.
  const redirect = safeRedirect(params.get('redirect'), '');
  const carry = redirect ? `&redirect=${encodeURIComponent(redirect)}` : '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const rulesError = await newPasswordError(t, password);
    if (rulesError) return setError(rulesError);
    setBusy(true);
    const address = email.trim();
    try {
      await authApi.signUp({
        name: name.trim(),
        email: address,
        password,
        preferredLanguage: language,
        callbackURL: `${pathTo(language, 'signin')}?verified=1&email=${encodeURIComponent(address)}${carry}`,
      });
      setEmailForVerification(address);
      navigate(`${pathTo(language, 'verifyEmail')}?email=${encodeURIComponent(address)}${carry}`, {
        replace: true,
      });
    } catch (caught) {
      setBusy(false);
      setError(authErrorMessage(t, caught));
    }
  };

  return (
    <AuthCard
      title={t('pages.signup.title')}
      intro={t('pages.signup.intro')}
      footer={
        <span>
          {t('auth.haveAccount')} <LocalizedLink to="signin">{t('nav.signIn')}</LocalizedLink>
        </span>
      }
    >
      {error && <FormAlert kind="error">{error}</FormAlert>}
      <GoogleButton onError={setError} />
      <form onSubmit={submit}>
        <HydratedFields>
          <NameField value={name} onChange={setName} />
          <EmailField value={email} onChange={setEmail} />
          <PasswordField label={t('auth.password')} value={password} onChange={setPassword} />
          <SubmitButton busy={busy}>{t('auth.createAccount')}</SubmitButton>
        </HydratedFields>
      </form>
      <p className={styles.terms}>
        {t('auth.agreeTo')} <LocalizedLink to="terms">{t('footer.termsOfService')}</LocalizedLink> ·{' '}
        <LocalizedLink to="privacy">{t('footer.privacyPolicy')}</LocalizedLink>
      </p>
    </AuthCard>
  );
}
