import { useTranslation } from 'react-i18next';
import { formatClock } from '../../../lib/i18n/format';
import { useCurrentLanguage } from '../../../lib/i18n/current-language';
import { snoozeChoices } from './cue-schedule';
import { snoozeChoiceLabel } from './snooze-labels';
import { shortcutKeyLabel } from './use-snooze-shortcut';
import type { CuePauseControl } from './use-cue-pause';
import styles from './snooze.module.css';

/**
 * Pause cues on /pose: for 15, 30 or 60 minutes or until tomorrow; while paused, the time left and
 * "Resume". In quiet hours, says so. The session keeps measuring either way.
 */
export function SnoozeBar({ control }: { control: CuePauseControl }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { pause } = control;
  return (
    <section
      className={styles.bar}
      aria-label={t('snooze.title')}
      data-paused={pause ? '' : undefined}
      data-testid="snooze-bar"
    >
      {pause === 'snoozed' ? (
        <>
          {/* Only the words are announced, not the countdown's every second. */}
          <p className={styles.label}>
            <span role="status">{t('snooze.paused')}</span>{' '}
            <span className={styles.time} data-testid="snooze-remaining">
              {t('snooze.left', { time: formatClock(language, Math.ceil(control.remainingMs / 1000)) })}
            </span>
          </p>
          <button type="button" className="button button-primary" onClick={control.resume}>
            {t('snooze.resume')}
          </button>
        </>
      ) : (
        <>
          <p className={styles.label}>{pause === 'quietHours' ? t('snooze.quietNow') : t('snooze.title')}</p>
          {snoozeChoices.map((choice) => (
            <button
              key={choice}
              type="button"
              className={`button button-secondary ${styles.small}`}
              onClick={() => control.snooze(choice)}
            >
              {snoozeChoiceLabel(language, choice, t)}
            </button>
          ))}
        </>
      )}
      <p className={styles.hint}>
        {t('snooze.shortcut')} <kbd>{shortcutKeyLabel}</kbd>
      </p>
    </section>
  );
}
