import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../../lib/routing/localized-link';
import styles from './progress.module.css';

/** What Pro adds to this page, for free users, with the way to get it. */
export function ProUpsell() {
  const { t } = useTranslation();
  return (
    <section
      className={`${styles.card} ${styles.upsell}`}
      aria-labelledby="pro-upsell"
      data-testid="pro-upsell"
    >
      <h2 id="pro-upsell" className={styles.cardTitle}>
        {t('progress.upsell.title')}
      </h2>
      <ul>
        <li>{t('progress.upsell.ranges')}</li>
        <li>{t('progress.upsell.trends')}</li>
        <li>{t('progress.upsell.heatmap')}</li>
        <li>{t('progress.upsell.neckLoad')}</li>
        <li>{t('progress.upsell.plan')}</li>
        <li>{t('progress.upsell.csv')}</li>
      </ul>
      <LocalizedLink to="upgrade" className="button button-primary">
        {t('billing.upgradeCta')}
      </LocalizedLink>
    </section>
  );
}
