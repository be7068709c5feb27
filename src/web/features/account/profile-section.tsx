import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../../shared/routing/paths';
import { authApi } from '../../lib/auth/auth-api';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { LocalizedLink } from '../../lib/routing/localized-link';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { NameField } from '../auth/name-field';
import { useAuth } from '../auth/auth-context';
import { authErrorMessage } from '../auth/auth-error-message';
import { AccountSection } from './account-section';
import styles from './account-section.module.css';

function Badge({ verified }: { verified: boolean }) {
  const { t } = useTranslation();
  return (
    <span className={`${styles.badge} ${verified ? styles.verified : styles.unverified}`}>
      {verified ? t('account.verified') : t('account.notVerified')}
    </span>
  );
}

/** Name, e-mail (changed only through a confirmation sent to the new address) and phone number. */
export function ProfileSection() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { user, refresh } = useAuth();
  const [name, setName] = useState(user?.name ?? '');
  const [newEmail, setNewEmail] = useState('');
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string }>();
  const [busy, setBusy] = useState<'name' | 'email'>();
  if (!user) return null;

  const saveName = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('name');
    try {
      await authApi.updateUser({ name: name.trim() });
      await refresh();
      setStatus({ kind: 'success', text: t('account.saved') });
    } catch (error) {
      setStatus({ kind: 'error', text: authErrorMessage(t, error) });
    }
    setBusy(undefined);
  };

  const changeEmail = async (event: FormEvent) => {
    event.preventDefault();
    setBusy('email');
    try {
      await authApi.changeEmail({ newEmail: newEmail.trim(), callbackURL: pathTo(language, 'account') });
      setStatus({ kind: 'success', text: t('account.emailChangeSent', { email: newEmail.trim() }) });
      setNewEmail('');
    } catch (error) {
      setStatus({ kind: 'error', text: authErrorMessage(t, error) });
    }
    setBusy(undefined);
  };

  return (
    <AccountSection id="account-profile" title={t('account.profile')}>
      {status && <FormAlert kind={status.kind}>{status.text}</FormAlert>}
      <div className={styles.row}>
        <div>
          <div className={styles.label}>{t('auth.email')}</div>
          <span>{user.email}</span>
          <Badge verified={Boolean(user.emailVerified)} />
        </div>
      </div>
      <div className={styles.row}>
        <div>
          <div className={styles.label}>{t('account.phone')}</div>
          <span>{user.phoneNumber ?? t('account.noPhone')}</span>
          {user.phoneNumber && <Badge verified={Boolean(user.phoneNumberVerified)} />}
        </div>
        <LocalizedLink to="verifyPhone" className="button button-secondary">
          {user.phoneNumber ? t('account.changePhone') : t('account.addPhone')}
        </LocalizedLink>
      </div>
      <form onSubmit={saveName}>
        <NameField value={name} onChange={setName} />
        <SubmitButton busy={busy === 'name'} variant="secondary">
          {t('account.saveName')}
        </SubmitButton>
      </form>
      <form onSubmit={changeEmail} className={styles.stacked}>
        <TextField
          label={t('account.newEmail')}
          type="email"
          autoComplete="email"
          required
          value={newEmail}
          onChange={(e) => setNewEmail(e.target.value)}
        />
        <SubmitButton busy={busy === 'email'} variant="secondary">
          {t('account.changeEmail')}
        </SubmitButton>
      </form>
    </AccountSection>
  );
}
