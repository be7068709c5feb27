import { useTranslation } from 'react-i18next';
import type { RouteId } from '../../../shared/routing/paths';
import { PageHeader } from '../../ui/page-header';
import styles from './content.module.css';

/** A page of titled sections of prose (privacy policy, terms), text from `<base>.<section>.title/body`. */
export function SectionsPage({
  id,
  base,
  sections,
}: {
  id: RouteId;
  base: string;
  sections: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t(`pages.${id}.title`)} intro={t(`pages.${id}.intro`)} />
      <article className={styles.prose}>
        <p className={styles.muted}>{t(`${base}.updated`)}</p>
        {sections.map((section) => (
          <section key={section} aria-labelledby={`${base}-${section}`}>
            <h2 id={`${base}-${section}`}>{t(`${base}.${section}.title`)}</h2>
            <p>{t(`${base}.${section}.body`)}</p>
          </section>
        ))}
      </article>
    </>
  );
}
