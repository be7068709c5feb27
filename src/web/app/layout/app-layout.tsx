import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './app-layout.module.css';
import { Footer } from './footer';
import { Navbar } from './navbar';

/** The common layout of every route: navbar on top, page area, footer at the bottom (spec §2). */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t('a11y.skipToContent')}
      </a>
      <Navbar />
      <main id="main" className={styles.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
