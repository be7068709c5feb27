import { useTranslation } from 'react-i18next';
import { measureGroups, type AlertSettings } from '../../../../shared/posture/posture-schemas';
import styles from './posture.module.css';

/**
 * Pro: a sensitivity for each measure — head drop, leaning in, tilts — over the overall one. "Same as
 * overall" removes the measure's own value.
 */
export function MeasureSensitivity({
  settings,
  onChange,
}: {
  settings: AlertSettings;
  onChange(next: AlertSettings): void;
}) {
  const { t } = useTranslation();
  const set = (group: (typeof measureGroups)[number], value: number | undefined) => {
    const next = { ...settings.measureSensitivity };
    if (value === undefined) delete next[group];
    else next[group] = value;
    onChange({ ...settings, measureSensitivity: next });
  };
  return (
    <fieldset className={styles.setting} data-testid="measure-sensitivity">
      <legend>{t('posture.settings.perMeasure')}</legend>
      {measureGroups.map((group) => {
        const own = settings.measureSensitivity[group];
        const value = own ?? settings.sensitivity;
        return (
          <div key={group} className={styles.inline}>
            <label htmlFor={`sensitivity-${group}`}>{t(`posture.settings.measures.${group}`)}</label>
            <input
              id={`sensitivity-${group}`}
              type="range"
              min={1}
              max={10}
              value={value}
              onChange={(e) => set(group, Number(e.target.value))}
              aria-valuetext={t('posture.settings.sensitivityValue', { value })}
            />
            {own === undefined ? (
              <span className={styles.locked}>{t('posture.settings.sameAsOverall')}</span>
            ) : (
              <button type="button" className="button button-secondary" onClick={() => set(group, undefined)}>
                {t('posture.settings.useOverall')}
              </button>
            )}
          </div>
        );
      })}
    </fieldset>
  );
}
