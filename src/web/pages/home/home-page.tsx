import { useTranslation } from 'react-i18next';
import { AccountDeletedNotice } from '../../features/account/account-deleted-notice';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { LocalizedLink } from '../../lib/routing/localized-link';
import { ProductPicture } from '../../features/product-pictures/product-picture';
import { ArrowForwardIcon } from '../../ui/icons';
import styles from './home-page.module.css';
import { PostureIllustration } from './posture-illustration';

const features = ['realtime', 'private', 'progress', 'coaching'] as const;
const steps = ['calibrate', 'work', 'improve'] as const;
/** Each step shown in the app: calibrated, cued while working, the month's progress. */
const stepPictures = { calibrate: 'posture', work: 'alert', improve: 'progress' } as const;

/** The front door: what Postura does, why it is safe, how it works, and where to start. */
export default function HomePage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <>
      <AccountDeletedNotice />
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <p className={styles.eyebrow}>{t('pages.home.eyebrow')}</p>
          <h1 id="home-title" className={styles.title}>
            {t('pages.home.heroTitle')}
          </h1>
          <p className={styles.subtitle}>{t('pages.home.heroSubtitle')}</p>
          <div className={styles.actions}>
            <LocalizedLink to="signup" className="button button-primary">
              {t('pages.home.ctaPrimary')}
              <ArrowForwardIcon />
            </LocalizedLink>
            <LocalizedLink to="pose" className="button button-secondary">
              {t('pages.home.ctaSecondary')}
            </LocalizedLink>
          </div>
          <p className={styles.trust}>{t('pages.home.trustLine')}</p>
        </div>
        <PostureIllustration label={t('pages.home.illustrationLabel')} />
      </section>

      <section className={styles.section} aria-labelledby="home-features">
        <h2 id="home-features" className={styles.sectionTitle}>
          {t('pages.home.featuresTitle')}
        </h2>
        <ul className={styles.cards}>
          {features.map((id) => (
            <li key={id} className={styles.card}>
              <h3 className={styles.cardTitle}>{t(`pages.home.features.${id}.title`)}</h3>
              <p className={styles.cardBody}>{t(`pages.home.features.${id}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="home-steps">
        <h2 id="home-steps" className={styles.sectionTitle}>
          {t('pages.home.stepsTitle')}
        </h2>
        <ol className={styles.steps}>
          {steps.map((id, index) => (
            <li key={id} className={styles.step}>
              <ProductPicture
                id={stepPictures[id]}
                placement="row"
                className={styles.stepPicture}
                sizes="(max-width: 768px) calc(100vw - 48px), (max-width: 1200px) 30vw, 360px"
              />
              <span className={styles.stepNumber} aria-hidden="true">
                {(index + 1).toLocaleString(language)}
              </span>
              <div>
                <h3 className={styles.cardTitle}>{t(`pages.home.steps.${id}.title`)}</h3>
                <p className={styles.cardBody}>{t(`pages.home.steps.${id}.body`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.closing} aria-labelledby="home-closing">
        <h2 id="home-closing" className={styles.sectionTitle}>
          {t('pages.home.closingTitle')}
        </h2>
        <p className={styles.closingBody}>{t('pages.home.closingBody')}</p>
        <LocalizedLink to="signup" className="button button-primary">
          {t('pages.home.ctaPrimary')}
        </LocalizedLink>
      </section>
    </>
  );
}
