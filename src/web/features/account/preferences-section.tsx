import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { languages, type LanguageCode } from '../../../shared/i18n/languages';
import { authApi } from '../../lib/auth/auth-api';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { isThemeMode } from '../../lib/theme/theme';
import { useTheme } from '../../lib/theme/theme-context';
import { FormAlert } from '../../ui/form-alert';
import { useAuth } from '../auth/auth-context';
import { switchLanguagePath } from '../language/switch-language-path';
import { AccountSection } from './account-section';
import styles from './account-section.module.css';

/** Language and theme, saved to the account so they follow the user to any device they sign in on. */
export function PreferencesSection() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const { mode, setThemeMode } = useTheme();
  const { refresh } = useAuth();
  const [saved, setSaved] = useState(false);

  const save = async (fields: { preferredLanguage?: string; theme?: string }) => {
    await authApi.updateUser(fields);
    await refresh();
    setSaved(true);
  };

  return (
    <AccountSection id="account-preferences" title={t('account.preferences')}>
      {saved && <FormAlert kind="success">{t('account.saved')}</FormAlert>}
      <div className={styles.row}>
        <label htmlFor="pref-language">{t('account.language')}</label>
        <select
          id="pref-language"
          className="select"
          value={language}
          onChange={async (event) => {
            const code = event.target.value as LanguageCode;
            await save({ preferredLanguage: code });
            navigate(switchLanguagePath(location, code));
          }}
        >
          {languages.map((l) => (
            <option key={l.code} value={l.code} lang={l.code}>
              {l.nativeName}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.row}>
        <label htmlFor="pref-theme">{t('account.theme')}</label>
        <select
          id="pref-theme"
          className="select"
          value={mode}
          onChange={async (event) => {
            if (!isThemeMode(event.target.value)) return;
            setThemeMode(event.target.value);
            await save({ theme: event.target.value });
          }}
        >
          <option value="dark">{t('account.themeDark')}</option>
          <option value="light">{t('account.themeLight')}</option>
        </select>
      </div>
    </AccountSection>
  );
}
