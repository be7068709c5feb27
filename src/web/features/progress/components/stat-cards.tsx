import { useTranslation } from 'react-i18next';
import type { ProgressSummary } from '../../../../shared/progress/progress-schemas';
import { useCurrentLanguage } from '../../../lib/i18n/current-language';
import { formatDuration, formatNumber, formatPercent } from '../../../lib/i18n/format';
import styles from './progress.module.css';

/** Today at a glance, and the streak. */
export function StatCards({ summary }: { summary: ProgressSummary }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { today, streak } = summary;
  const stats = [
    {
      id: 'score',
      label: t('progress.today.score'),
      value: today.score === null ? '—' : formatNumber(language, today.score),
    },
    {
      id: 'minutes',
      label: t('progress.today.minutes'),
      value: formatDuration(language, today.minutes * 60),
    },
    {
      id: 'good',
      label: t('progress.goodShare'),
      value: today.goodShare === null ? '—' : formatPercent(language, today.goodShare),
    },
    { id: 'alerts', label: t('progress.today.alerts'), value: formatNumber(language, today.alerts) },
  ];
  return (
    <div className={styles.stats}>
      <section className={styles.card} aria-labelledby="today-title">
        <h2 id="today-title" className={styles.cardTitle}>
          {t('progress.today.title')}
        </h2>
        <dl className={styles.statGrid}>
          {stats.map((stat) => (
            <div key={stat.id} className={styles.stat}>
              <dt>{stat.label}</dt>
              <dd data-testid={`today-${stat.id}`}>{stat.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={styles.card} aria-labelledby="streak-title">
        <h2 id="streak-title" className={styles.cardTitle}>
          {t('progress.streak.title')}
        </h2>
        <p className={styles.bigNumber} data-testid="streak-current">
          {t('progress.streak.days', { count: streak.current })}
        </p>
        <p className={styles.muted}>{t('progress.streak.best', { count: streak.best })}</p>
        <p className={styles.muted}>
          {t('progress.streak.rule', {
            minutes: formatNumber(language, streak.rule.minMinutes),
            percent: formatPercent(language, streak.rule.minGoodShare),
          })}
        </p>
      </section>
    </div>
  );
}
