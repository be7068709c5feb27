import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../lib/routing/localized-link';
import { useFeatures } from '../../subscription/features-context';
import { playAlertSound } from '../feedback/alert-sound';
import { askNotificationPermission, notifyIfHidden } from '../feedback/system-notification';
import { MeasureSensitivity } from './measure-sensitivity';
import styles from './posture.module.css';

import { breakIntervals, type AlertSettings } from '../../../../shared/posture/posture-schemas';

export type { AlertSettings };

/**
 * Sensitivity, sound and background notifications. Each is a Pro feature; a free user sees what it
 * does, locked, with the way to unlock it.
 */
export function ProSettings({
  settings,
  onChange,
}: {
  settings: AlertSettings;
  onChange(next: AlertSettings): void;
}) {
  const { t } = useTranslation();
  const features = useFeatures();
  const locked = (
    <LocalizedLink to="upgrade" className={styles.locked}>
      {t('posture.settings.proOnly')}
    </LocalizedLink>
  );
  return (
    <section className={styles.panel} aria-labelledby="pose-settings">
      <h2 id="pose-settings" className={styles.panelTitle}>
        {t('posture.settings.title')}
      </h2>
      <div className={styles.setting}>
        <label htmlFor="sensitivity">{t('posture.settings.sensitivity')}</label>
        {features.sensitivity_control ? (
          <input
            id="sensitivity"
            type="range"
            min={1}
            max={10}
            value={settings.sensitivity}
            onChange={(e) => onChange({ ...settings, sensitivity: Number(e.target.value) })}
            aria-valuetext={t('posture.settings.sensitivityValue', { value: settings.sensitivity })}
          />
        ) : (
          locked
        )}
      </div>
      {features.sensitivity_control && <MeasureSensitivity settings={settings} onChange={onChange} />}
      <div className={styles.setting}>
        <label htmlFor="sound">{t('posture.settings.sound')}</label>
        {features.sound_alerts ? (
          <div className={styles.inline}>
            <input
              id="sound"
              type="checkbox"
              checked={settings.sound}
              onChange={(e) => onChange({ ...settings, sound: e.target.checked })}
            />
            <input
              type="range"
              min={0}
              max={1}
              step={0.1}
              value={settings.volume}
              aria-label={t('posture.settings.volume')}
              onChange={(e) => onChange({ ...settings, volume: Number(e.target.value) })}
            />
            <button
              type="button"
              className="button button-secondary"
              onClick={() => playAlertSound(settings.volume)}
            >
              {t('posture.settings.test')}
            </button>
          </div>
        ) : (
          locked
        )}
      </div>
      <div className={styles.setting}>
        <label htmlFor="notifications">{t('posture.settings.notifications')}</label>
        {features.background_notifications ? (
          <div className={styles.inline}>
            <input
              id="notifications"
              type="checkbox"
              checked={settings.notifications}
              onChange={async (e) => {
                const on = e.target.checked && (await askNotificationPermission()) === 'granted';
                onChange({ ...settings, notifications: on });
              }}
            />
            <button
              type="button"
              className="button button-secondary"
              onClick={async () => {
                if ((await askNotificationPermission()) === 'granted')
                  notifyIfHidden(
                    t('posture.notificationTitle'),
                    t('posture.settings.testNotification'),
                    true,
                  );
              }}
            >
              {t('posture.settings.test')}
            </button>
          </div>
        ) : (
          locked
        )}
      </div>
      <div className={styles.setting}>
        <label htmlFor="break-minutes">{t('posture.settings.breaks')}</label>
        <select
          id="break-minutes"
          className="select"
          value={settings.breakMinutes}
          onChange={(e) => onChange({ ...settings, breakMinutes: Number(e.target.value) })}
        >
          {breakIntervals.map((minutes) => (
            <option key={minutes} value={minutes}>
              {minutes === 0
                ? t('posture.settings.breaksOff')
                : t('posture.settings.breaksEvery', { minutes })}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.setting}>
        <label htmlFor="eye-rest" className={styles.checkRow}>
          <input
            id="eye-rest"
            type="checkbox"
            checked={settings.eyeRest}
            onChange={(e) => onChange({ ...settings, eyeRest: e.target.checked })}
          />
          {t('posture.settings.eyeRest')}
        </label>
      </div>
    </section>
  );
}
