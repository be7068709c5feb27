import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { authApi, type SessionInfo } from '../../lib/auth/auth-api';
import { formatDate } from '../../lib/i18n/format';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { FormAlert } from '../../ui/form-alert';
import { authErrorMessage } from '../auth/auth-error-message';
import { AccountSection } from './account-section';
import styles from './account-section.module.css';

/** Where the account is signed in, and "sign out everywhere else". */
export function SessionsSection() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [sessions, setSessions] = useState<SessionInfo[]>();
  const [status, setStatus] = useState<{ kind: 'success' | 'error'; text: string }>();
  const load = useCallback(() => authApi.listSessions().then(setSessions, () => setSessions([])), []);
  useEffect(() => {
    void load();
  }, [load]);

  const revokeOthers = async () => {
    try {
      await authApi.revokeOtherSessions();
      setStatus({ kind: 'success', text: t('account.othersSignedOut') });
      await load();
    } catch (error) {
      setStatus({ kind: 'error', text: authErrorMessage(t, error) });
    }
  };

  return (
    <AccountSection id="account-sessions" title={t('account.sessions')}>
      {status && <FormAlert kind={status.kind}>{status.text}</FormAlert>}
      {!sessions ? (
        <p>{t('common.loading')}</p>
      ) : (
        <ul className={styles.list}>
          {sessions.map((session) => (
            <li key={session.id} className={styles.row}>
              <div>
                <div>{describeDevice(session.userAgent) ?? t('account.unknownDevice')}</div>
                <div className={styles.label}>
                  {t('account.signedInAt', {
                    date: formatDate(language, session.createdAt, {
                      dateStyle: 'medium',
                      timeStyle: 'short',
                    }),
                  })}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <button
          type="button"
          className="button button-secondary"
          onClick={revokeOthers}
          disabled={!sessions || sessions.length < 2}
        >
          {t('account.signOutOthers')}
        </button>
      </div>
    </AccountSection>
  );
}

function describeDevice(userAgent: string | null): string | undefined {
  if (!userAgent) return undefined;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /Chrome\//.test(userAgent)
      ? 'Chrome'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Safari\//.test(userAgent)
          ? 'Safari'
          : undefined;
  const system = /Windows/.test(userAgent)
    ? 'Windows'
    : /Android/.test(userAgent)
      ? 'Android'
      : /iPhone|iPad/.test(userAgent)
        ? 'iOS'
        : /Mac OS/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : undefined;
  return [browser, system].filter(Boolean).join(' · ') || undefined;
}
