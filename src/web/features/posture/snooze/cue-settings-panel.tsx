import { useTranslation } from 'react-i18next';
import type { AlertSettings } from '../../../../shared/posture/posture-schemas';
import postureStyles from '../components/posture.module.css';
import { AlertStylePicker } from '../alert-style/alert-style-picker';
import { CueHoursEditor } from './cue-hours-editor';
import type { IdlePause } from './use-idle-pause';
import styles from './snooze.module.css';

/** When and how cues come: their style, quiet hours per weekday, and pausing while away. */
export function CueSettingsPanel({
  settings,
  onChange,
  idle,
}: {
  settings: AlertSettings;
  onChange(next: AlertSettings): void;
  idle: IdlePause;
}) {
  const { t } = useTranslation();
  return (
    <section className={postureStyles.panel} aria-labelledby="cue-settings" data-testid="cue-settings">
      <h2 id="cue-settings" className={postureStyles.panelTitle}>
        {t('snooze.settingsTitle')}
      </h2>
      <AlertStylePicker
        value={settings.alertStyle}
        onChange={(alertStyle) => onChange({ ...settings, alertStyle })}
      />
      <CueHoursEditor
        value={settings.cueHours}
        onChange={(cueHours) => onChange({ ...settings, cueHours })}
      />
      {idle.supported && (
        <fieldset className={styles.fieldset}>
          <legend>{t('snooze.auto.title')}</legend>
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={idle.enabled}
              onChange={(e) => (e.target.checked ? void idle.enable() : idle.disable())}
            />
            {t('snooze.auto.label')}
          </label>
          {idle.denied && <p className={styles.error}>{t('snooze.auto.denied')}</p>}
        </fieldset>
      )}
    </section>
  );
}
