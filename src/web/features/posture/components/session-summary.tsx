import { useTranslation } from 'react-i18next';
import type { SessionSummary as Summary } from '../../../../shared/posture/posture-schemas';
import { formatClock, formatPercent } from '../../../lib/i18n/format';
import { useCurrentLanguage } from '../../../lib/i18n/current-language';
import styles from './posture.module.css';

/** What the session just ended looked like: time tracked, share in good posture, alerts, mean score. */
export function SessionSummaryPanel({ summary, stored }: { summary: Summary; stored: boolean }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const tracked = summary.secondsGood + summary.secondsFair + summary.secondsBad;
  return (
    <section className={styles.panel} aria-labelledby="pose-summary" data-testid="session-summary">
      <h2 id="pose-summary" className={styles.panelTitle}>
        {t('posture.summary.title')}
      </h2>
      <dl className={styles.stats}>
        <div>
          <dt>{t('posture.summary.tracked')}</dt>
          <dd>{formatClock(language, tracked)}</dd>
        </div>
        <div>
          <dt>{t('posture.summary.good')}</dt>
          <dd>{tracked ? formatPercent(language, summary.secondsGood / tracked) : '–'}</dd>
        </div>
        <div>
          <dt>{t('posture.summary.alerts')}</dt>
          <dd>{summary.alerts.toLocaleString(language)}</dd>
        </div>
        <div>
          <dt>{t('posture.summary.score')}</dt>
          <dd>{summary.meanScore === null ? '–' : summary.meanScore.toLocaleString(language)}</dd>
        </div>
        {Boolean(summary.secondsSnoozed) && (
          <div data-testid="summary-snoozed">
            <dt>{t('snooze.summary')}</dt>
            <dd>{formatClock(language, summary.secondsSnoozed!)}</dd>
          </div>
        )}
      </dl>
      <p className={styles.locked}>{stored ? t('posture.summary.saved') : t('posture.summary.notSaved')}</p>
    </section>
  );
}
