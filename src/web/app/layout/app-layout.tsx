import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../../features/auth/use-public-config';
import styles from './app-layout.module.css';
import { Footer } from './footer';
import { Navbar } from './navbar';
import { UpdateBanner } from './update-banner';

/** The common layout of every route: navbar on top, page area, footer at the bottom (spec §2). */
export function AppLayout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href="#main">
        {t('a11y.skipToContent')}
      </a>
      <Navbar />
      <main id="main" className={styles.main} tabIndex={-1}>
        {config?.maintenance && (
          <div className={styles.maintenance} role="status">
            {t('common.maintenance')}
          </div>
        )}
        {children}
      </main>
      <Footer />
      <UpdateBanner />
    </div>
  );
}
