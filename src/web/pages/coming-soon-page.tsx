import { useTranslation } from 'react-i18next';
import type { RouteId } from '../../shared/routing/paths';
import { LocalizedLink } from '../lib/routing/localized-link';
import { PageHeader } from '../ui/page-header';
import styles from './coming-soon-page.module.css';

/** A page whose issue has not landed yet: its heading, what it will hold, and a way back home. */
export function ComingSoonPage({ id }: { id: RouteId }) {
  const { t } = useTranslation();
  return (
    <article>
      <PageHeader title={t(`pages.${id}.title`)} intro={t(`pages.${id}.intro`)} />
      <p className={styles.note}>{t('common.comingSoon')}</p>
      <LocalizedLink to="home" className="button button-secondary">
        {t('common.backHome')}
      </LocalizedLink>
    </article>
  );
}
