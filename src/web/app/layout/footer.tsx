import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/i18n/format';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { LocalizedLink } from '../../lib/routing/localized-link';
import { Logo } from '../../ui/logo';
import styles from './footer.module.css';

/** Three columns — company, support, legal — and the copyright line with the current year (spec §2). */
export function Footer() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  // In the language's digits, as every other number (۲۰۲۶ in Persian), and never grouped as a number is.
  const year = formatNumber(language, new Date().getFullYear(), { useGrouping: false });
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <section className={styles.column} aria-labelledby="footer-company">
          <h2 id="footer-company" className="visually-hidden">
            {t('footer.company')}
          </h2>
          <Logo />
          <p className={styles.tagline}>{t('footer.tagline')}</p>
        </section>
        <nav className={styles.column} aria-labelledby="footer-support">
          <h2 id="footer-support" className={styles.heading}>
            {t('footer.support')}
          </h2>
          <ul className={styles.list}>
            <li>
              <LocalizedLink to="help">{t('footer.helpCenter')}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="contact">{t('footer.contactUs')}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="faq">{t('footer.faq')}</LocalizedLink>
            </li>
          </ul>
        </nav>
        <nav className={styles.column} aria-labelledby="footer-legal">
          <h2 id="footer-legal" className={styles.heading}>
            {t('footer.legal')}
          </h2>
          <ul className={styles.list}>
            <li>
              <LocalizedLink to="privacy">{t('footer.privacyPolicy')}</LocalizedLink>
            </li>
            <li>
              <LocalizedLink to="terms">{t('footer.termsOfService')}</LocalizedLink>
            </li>
          </ul>
        </nav>
      </div>
      <div className={styles.bottom}>
        {/* Pre-rendered at build time: a build from last year must not fail hydration on New Year's Day. */}
        <p suppressHydrationWarning>{t('footer.copyright', { year })}</p>
        {/* DB-IP's licence (CC BY 4.0) asks for this link on pages that use its country data. */}
        <p>
          <a href="https://db-ip.com" rel="noopener" className={styles.attribution}>
            {t('footer.ipAttribution', { provider: 'DB-IP' })}
          </a>
        </p>
      </div>
    </footer>
  );
}
