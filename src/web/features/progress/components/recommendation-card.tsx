import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../lib/routing/localized-link';
import { progressApi } from '../progress-api';
import { useAsync } from '../use-async';
import styles from './progress.module.css';
import { useReasonText } from './recommendation-list';

/** The top recommendation, on /pose: what to work on today, with the way to the full advice. */
export function RecommendationCard() {
  const { t } = useTranslation();
  const reason = useReasonText();
  const { data } = useAsync(() => progressApi.recommendations(), 'pose-advice');
  const top = data?.recommendations[0];
  if (!top) return null;
  return (
    <section className={styles.card} aria-labelledby="pose-advice" data-testid="recommendation-card">
      <h2 id="pose-advice" className={styles.cardTitle}>
        {t(`recommendations.${top.id}.title`)}
      </h2>
      <p className={styles.muted}>{reason(top)}</p>
      <LocalizedLink to="progress">{t('progress.seeAll')}</LocalizedLink>
    </section>
  );
}
