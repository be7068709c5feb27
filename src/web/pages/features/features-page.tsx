import { useTranslation } from 'react-i18next';
import styles from '../../features/content/content.module.css';
import { ProductShowcase } from '../../features/product-pictures/product-showcase';
import { LocalizedLink } from '../../lib/routing/localized-link';
import { PageHeader } from '../../ui/page-header';

const features: Array<{ key: string; pro: boolean }> = [
  { key: 'detection', pro: false },
  { key: 'calibration', pro: false },
  { key: 'alerts', pro: false },
  { key: 'privacy', pro: false },
  { key: 'progress', pro: false },
  { key: 'coaching', pro: false },
  { key: 'breaks', pro: false },
  { key: 'sensitivity', pro: true },
  { key: 'sound', pro: true },
  { key: 'notifications', pro: true },
  { key: 'advanced', pro: true },
  { key: 'languages', pro: false },
];

/** Every feature, marked Free or Pro. */
export default function FeaturesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.features.title')} intro={t('pages.features.intro')} />
      <div className={styles.grid}>
        {features.map(({ key, pro }) => (
          <section key={key} className={styles.card} aria-labelledby={`feature-${key}`}>
            <h2 id={`feature-${key}`}>
              {t(`featuresPage.${key}.title`)}
              <span className={`${styles.badge} ${pro ? styles.badgePro : ''}`}>
                {pro ? t('billing.pro') : t('featuresPage.freeAndPro')}
              </span>
            </h2>
            <p>{t(`featuresPage.${key}.body`)}</p>
          </section>
        ))}
      </div>
      <ProductShowcase
        items={[
          { id: 'posture', caption: t('featuresPage.detection.title') },
          { id: 'alert', caption: t('featuresPage.alerts.title') },
          { id: 'progress', caption: t('featuresPage.advanced.title') },
          { id: 'mini', caption: t('featuresPage.miniView') },
        ]}
      />
      <div className={styles.actions}>
        <LocalizedLink to="pose" className="button button-primary">
          {t('pages.home.ctaSecondary')}
        </LocalizedLink>
        <LocalizedLink to="upgrade" className="button button-secondary">
          {t('billing.upgradeCta')}
        </LocalizedLink>
      </div>
    </>
  );
}
