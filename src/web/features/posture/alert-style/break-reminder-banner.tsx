import { useTranslation } from 'react-i18next';
import type { Reminder } from '../session/use-break-reminders';
import styles from '../components/posture.module.css';

/** A break reminder (stand up, or rest the eyes), until the user dismisses it. */
export function BreakReminderBanner({ reminder, onDismiss }: { reminder: Reminder; onDismiss(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.reminder} role="status" data-testid="break-reminder">
      <span>{t(`posture.reminders.${reminder}`)}</span>
      <button type="button" className="button button-secondary" onClick={onDismiss}>
        {t('posture.reminders.dismiss')}
      </button>
    </div>
  );
}
