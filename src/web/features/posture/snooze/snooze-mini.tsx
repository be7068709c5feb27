import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../lib/i18n/format';
import { defaultLanguage, toSupportedLanguage } from '../../../../shared/i18n/languages';
import { snoozeChoiceLabel } from './snooze-labels';
import type { CuePauseControl } from './use-cue-pause';
import styles from './snooze.module.css';

/** The mini view's snooze: three short pauses, or the time left and "Resume". */
export function SnoozeMini({ control }: { control: CuePauseControl }) {
  const { t, i18n } = useTranslation();
  // The mini view's window speaks i18next's language (the page's, which its <html lang> follows).
  const language = toSupportedLanguage(i18n.language) ?? defaultLanguage;
  if (control.pause === 'snoozed')
    return (
      <div className={styles.mini}>
        <p>
          {t('snooze.paused')}{' '}
          {t('snooze.left', { time: formatClock(language, Math.ceil(control.remainingMs / 1000)) })}
        </p>
        <button type="button" className={`button button-primary ${styles.small}`} onClick={control.resume}>
          {t('snooze.resume')}
        </button>
      </div>
    );
  return (
    <div className={styles.mini} role="group" aria-label={t('snooze.title')}>
      {control.pause === 'quietHours' && <p>{t('snooze.quietNow')}</p>}
      {([15, 30, 60] as const).map((choice) => (
        <button
          key={choice}
          type="button"
          className={`button button-secondary ${styles.small}`}
          onClick={() => control.snooze(choice)}
          aria-label={`${t('snooze.title')}: ${snoozeChoiceLabel(language, choice, t)}`}
        >
          {snoozeChoiceLabel(language, choice, t)}
        </button>
      ))}
    </div>
  );
}
