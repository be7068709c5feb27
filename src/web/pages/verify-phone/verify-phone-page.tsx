import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/auth/auth-context';
import { AuthCard } from '../../features/auth/auth-card';
import { authErrorMessage } from '../../features/auth/auth-error-message';
import { authApi } from '../../lib/auth/auth-api';
import { LocalizedLink } from '../../lib/routing/localized-link';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';

/** Add a phone number: enter it in international form, receive a 6-digit code, confirm it. */
export default function VerifyPhonePage() {
  const { t } = useTranslation();
  const { user, refresh } = useAuth();
  const [input, setInput] = useState(user?.phoneNumber ?? '');
  const [number, setNumber] = useState<string>();
  const [code, setCode] = useState('');
  const [state, setState] = useState<'idle' | 'busy' | 'done'>('idle');
  const [error, setError] = useState('');

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    const parsed = parsePhoneNumberFromString(input.trim());
    if (!parsed?.isValid()) {
      setError(t('phone.invalid'));
      return;
    }
    setState('busy');
    try {
      await authApi.sendPhoneCode(parsed.number);
      setNumber(parsed.number);
    } catch (caught) {
      setError(authErrorMessage(t, caught));
    }
    setState('idle');
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    setError('');
    setState('busy');
    try {
      await authApi.verifyPhone(number!, code.trim());
      await refresh();
      setState('done');
    } catch (caught) {
      setState('idle');
      setError(authErrorMessage(t, caught));
    }
  };

  return (
    <AuthCard
      title={t('pages.verifyPhone.title')}
      intro={t('pages.verifyPhone.intro')}
      footer={<LocalizedLink to="account">{t('phone.backToAccount')}</LocalizedLink>}
    >
      {error && <FormAlert kind="error">{error}</FormAlert>}
      {state === 'done' ? (
        <FormAlert kind="success">{t('phone.verified', { number })}</FormAlert>
      ) : number ? (
        <form onSubmit={confirm}>
          <p>{t('phone.codeSent', { number })}</p>
          <TextField
            label={t('phone.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
          <SubmitButton busy={state === 'busy'}>{t('phone.confirm')}</SubmitButton>
          <button type="button" className="button button-secondary" onClick={() => setNumber(undefined)}>
            {t('phone.changeNumber')}
          </button>
        </form>
      ) : (
        <form onSubmit={sendCode}>
          <TextField
            label={t('phone.number')}
            type="tel"
            autoComplete="tel"
            placeholder="+44 7911 123456"
            required
            value={input}
            onChange={(e) => setInput(e.target.value)}
            hint={t('phone.hint')}
          />
          <SubmitButton busy={state === 'busy'}>{t('phone.sendCode')}</SubmitButton>
        </form>
      )}
    </AuthCard>
  );
}
