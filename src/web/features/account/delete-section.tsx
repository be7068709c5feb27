import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../shared/routing/paths';
import { authApi } from '../../lib/auth/auth-api';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { FormAlert } from '../../ui/form-alert';
import { SubmitButton } from '../../ui/submit-button';
import { TextField } from '../../ui/text-field';
import { useAuth } from '../auth/auth-context';
import { authErrorMessage } from '../auth/auth-error-message';
import { AccountSection } from './account-section';

/** Delete the account for good: typed confirmation and the password; every session ends. */
export function DeleteSection() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const word = t('account.deleteWord');
  const [typed, setTyped] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError('');
    try {
      await authApi.deleteUser({ password });
      await signOut(() => navigate(`${pathTo(language, 'home')}?deleted=1`, { replace: true }));
    } catch (caught) {
      setBusy(false);
      setError(authErrorMessage(t, caught));
    }
  };

  return (
    <AccountSection id="account-delete" title={t('account.delete')} tone="danger">
      <p>{t('account.deleteIntro')}</p>
      {error && <FormAlert kind="error">{error}</FormAlert>}
      <form onSubmit={submit}>
        <TextField
          label={t('account.deleteType', { word })}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
          autoComplete="off"
        />
        <TextField
          label={t('account.currentPassword')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <SubmitButton busy={busy} disabled={!sameWord(typed, word)} variant="danger">
          {t('account.deleteConfirm')}
        </SubmitButton>
      </form>
    </AccountSection>
  );
}

/** Typed confirmation tolerates case and missing accents (ȘTERGE = STERGE = sterge). */
export function sameWord(typed: string, word: string): boolean {
  const plain = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').trim().toLocaleUpperCase();
  return plain(typed) !== '' && plain(typed) === plain(word);
}
