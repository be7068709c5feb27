import { useTranslation } from 'react-i18next';
import { faqKeys } from '../../../shared/content/faq';
import styles from '../../features/content/content.module.css';
import { LocalizedLink } from '../../lib/routing/localized-link';
import { PageHeader } from '../../ui/page-header';

/** Frequently asked questions, each opening in place (its JSON-LD FAQPage goes into the head). */
export default function FaqPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.faq.title')} intro={t('pages.faq.intro')} />
      <div className={styles.faq}>
        {faqKeys.map((key) => (
          <details key={key} className={styles.question} id={key}>
            <summary>{t(`faq.items.${key}.q`)}</summary>
            <p>{t(`faq.items.${key}.a`)}</p>
          </details>
        ))}
      </div>
      <p className={styles.muted}>
        {t('faq.more')} <LocalizedLink to="help">{t('pages.help.title')}</LocalizedLink> ·{' '}
        <LocalizedLink to="contact">{t('pages.contact.title')}</LocalizedLink>
      </p>
    </>
  );
}
