import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyUpdate, onUpdateAvailable } from '../../lib/pwa/service-worker-updates';
import styles from './app-layout.module.css';

/** "A new version is available" after a deploy, with a reload the user chooses. */
export function UpdateBanner() {
  const { t } = useTranslation();
  const [available, setAvailable] = useState(false);
  useEffect(() => onUpdateAvailable(setAvailable), []);
  if (!available) return null;
  return (
    <div className={styles.update} role="status">
      <span>{t('common.updateAvailable')}</span>
      <button type="button" className="button button-primary" onClick={() => void applyUpdate()}>
        {t('common.reload')}
      </button>
    </div>
  );
}
