import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../lib/routing/localized-link';
import styles from './not-found-page.module.css';

/** Shown for any path that names no page, in the visitor's language. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section className={styles.notFound} aria-labelledby="not-found-title">
      <p className={styles.code} aria-hidden="true">
        404
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
