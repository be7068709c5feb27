import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { pathTo } from '../../../shared/routing/paths';
import { safeRedirect } from '../../features/auth/safe-redirect';
import { useAuth } from '../../features/auth/auth-context';
import { AuthCard } from '../../features/auth/auth-card';
import { authErrorMessage } from '../../features/auth/auth-error-message';
import { useCountdown } from '../../features/auth/use-countdown';
import { authApi } from '../../lib/auth/auth-api';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { LocalizedLink } from '../../lib/routing/localized-link';
import { FormAlert } from '../../ui/form-alert';

const resendWaitSeconds = 60;

/** "Check your inbox": the address we wrote to, a rate-limited resend with a countdown, and a way to change it. */
export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [params] = useSearchParams();
  const { emailForVerification } = useAuth();
  const email = params.get('email') ?? emailForVerification ?? '';
  const redirect = safeRedirect(params.get('redirect'), '');
  const carry = redirect ? `&redirect=${encodeURIComponent(redirect)}` : '';
  const [nextResendAt, setNextResendAt] = useState(() => Date.now() + resendWaitSeconds * 1000);
  const secondsLeft = useCountdown(nextResendAt);
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string }>();
  const [busy, setBusy] = useState(false);

  const resend = async () => {
    setBusy(true);
    try {
      await authApi.sendVerificationEmail({
        email,
        callbackURL: `${pathTo(language, 'signin')}?verified=1&email=${encodeURIComponent(email)}${carry}`,
      });
      setStatus({ kind: 'success', text: t('auth.verify.resent') });
    } catch (error) {
      setStatus({ kind: 'error', text: authErrorMessage(t, error) });
    } finally {
      setBusy(false);
      setNextResendAt(Date.now() + resendWaitSeconds * 1000);
    }
  };

  return (
    <AuthCard
      title={t('pages.verifyEmail.title')}
      footer={
        <>
          <span>
            {t('auth.verify.wrongAddress')}{' '}
            <LocalizedLink to="signup">{t('auth.verify.changeAddress')}</LocalizedLink>
          </span>
          <span>
            {t('auth.verify.alreadyDone')} <LocalizedLink to="signin">{t('nav.signIn')}</LocalizedLink>
          </span>
        </>
      }
    >
      {params.get('unverified') && <FormAlert kind="error">{t('auth.errors.verifyFirst')}</FormAlert>}
      <p>{email ? t('auth.verify.sentTo', { email }) : t('pages.verifyEmail.intro')}</p>
      <p>{t('auth.verify.checkSpam')}</p>
      {status && <FormAlert kind={status.kind}>{status.text}</FormAlert>}
      {email && (
        <button
          type="button"
          className="button button-secondary"
          onClick={resend}
          disabled={busy || secondsLeft > 0}
          aria-busy={busy || undefined}
        >
          {secondsLeft > 0 ? t('auth.verify.resendIn', { count: secondsLeft }) : t('auth.verify.resend')}
        </button>
      )}
    </AuthCard>
  );
}
