import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeskCheckRecord } from '../../../../shared/desk-check/desk-check-schema';
import { useAuth } from '../../auth/auth-context';
import { formatDate, formatNumber } from '../../../lib/i18n/format';
import { useCurrentLanguage } from '../../../lib/i18n/current-language';
import { LocalizedLink } from '../../../lib/routing/localized-link';
import { loadLatestDeskCheck } from './desk-check-history';
import styles from './desk-check.module.css';

/** On /progress: when the desk setup was last checked (and the distance then), with a way to check again. */
export function DeskCheckLast() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { user } = useAuth();
  const signedIn = Boolean(user);
  const [latest, setLatest] = useState<{ check: DeskCheckRecord | undefined }>();
  useEffect(() => {
    let live = true;
    void loadLatestDeskCheck(signedIn).then((check) => live && setLatest({ check }));
    return () => {
      live = false;
    };
  }, [signedIn]);
  if (!latest) return null;
  const { check } = latest;
  return (
    <p className={styles.last} data-testid="desk-check-last">
      {check
        ? t('deskCheck.desk.lastChecked', {
            date: formatDate(language, new Date(check.at)),
            distance: formatNumber(language, check.distanceCm),
          })
        : t('deskCheck.desk.neverChecked')}{' '}
      <LocalizedLink to="pose">{check ? t('deskCheck.desk.again') : t('deskCheck.desk.start')}</LocalizedLink>
    </p>
  );
}
