import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PostureStatus } from '../engine/posture-state-machine';
import styles from './posture.module.css';

/** What the mini view shows: the status badge, the score and the current alert, large and calm. */
export function MiniView({
  status,
  label,
  score,
  alert,
  children,
}: {
  status: PostureStatus | 'uncalibrated';
  label: string;
  score: number | undefined;
  alert: string | undefined;
  /** More controls below (the snooze). */
  children?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.mini} data-status={status}>
      <span className={styles.badge} data-status={status} role="status" aria-live="polite">
        {label}
      </span>
      <p className={styles.miniScore} aria-label={t('posture.score')}>
        {score === undefined ? '–' : score.toLocaleString(i18n.language)}
      </p>
      {alert && <p className={styles.miniAlert}>{alert}</p>}
      {children}
    </div>
  );
}
