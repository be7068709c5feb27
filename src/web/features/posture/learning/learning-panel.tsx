import { useTranslation } from 'react-i18next';
import type { MetricId } from '../engine/thresholds';
import styles from '../components/posture.module.css';
import { maxWiden, widenFactors, type Learning } from './personal-limits';

/**
 * What Postura has learned of the user's own posture: per measure, how much room "I'm sitting fine"
 * has given it and how many cues the user acted on — and a way to forget it all.
 */
export function LearningPanel({ learning, onReset }: { learning: Learning; onReset(): void }) {
  const { t, i18n } = useTranslation();
  const widen = widenFactors(learning);
  const entries = Object.entries(learning) as Array<[MetricId, { fine: number; confirmed: number }]>;
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 });
  return (
    <section className={styles.panel} aria-labelledby="pose-learning" data-testid="learning-panel">
      <h2 id="pose-learning" className={styles.panelTitle}>
        {t('posture.learning.title')}
      </h2>
      {entries.length ? (
        <>
          <ul className={styles.learning}>
            {entries.map(([metric, entry]) => (
              <li key={metric} data-metric={metric}>
                <strong>{t(`progress.metrics.${metric}`)}</strong>
                {': '}
                {t('posture.learning.row', {
                  room: percent.format((widen[metric] ?? 1) - 1),
                  fine: entry.fine,
                  confirmed: entry.confirmed,
                })}
                {(widen[metric] ?? 1) >= maxWiden && ` ${t('posture.learning.atLimit')}`}
              </li>
            ))}
          </ul>
          <button type="button" className="button button-secondary" onClick={onReset}>
            {t('posture.learning.reset')}
          </button>
        </>
      ) : (
        <p className={styles.locked}>{t('posture.learning.empty')}</p>
      )}
    </section>
  );
}
