import { useTranslation } from 'react-i18next';
import { alertStyles, type AlertStyle } from '../../../../shared/posture/cue-schedule-schemas';
import styles from '../snooze/snooze.module.css';

/** How a cue looks: one choice of four, free for everyone. */
export function AlertStylePicker({
  value,
  onChange,
}: {
  value: AlertStyle;
  onChange(next: AlertStyle): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.fieldset}>
      <legend>{t('snooze.style.label')}</legend>
      <div className={styles.choices}>
        {alertStyles.map((style) => (
          <label key={style}>
            <input
              type="radio"
              name="alert-style"
              value={style}
              checked={value === style}
              onChange={() => onChange(style)}
            />
            {t(`snooze.style.${style}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
