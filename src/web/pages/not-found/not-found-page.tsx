import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/i18n/format';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { LocalizedLink } from '../../lib/routing/localized-link';
import styles from './not-found-page.module.css';

/** Shown for any path that names no page, in the visitor's language. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        {formatNumber(language, 404, { useGrouping: false })}
      </p>
      <h1 id="not-found-title" className={styles.title}>
        {t('pages.notFound.title')}
      </h1>
      <p className={styles.body}>{t('pages.notFound.body')}</p>
      <div className={styles.actions}>
        <LocalizedLink to="home" className="button button-primary">
          {t('pages.notFound.home')}
        </LocalizedLink>
        <LocalizedLink to="help" className="button button-secondary">
          {t('pages.notFound.help')}
        </LocalizedLink>
      </div>
    </section>
  );
}
