import { useCallback, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../features/auth/auth-context';
import { LanguagePicker } from '../../features/language/language-picker';
import { LocalizedLink, LocalizedNavLink } from '../../lib/routing/localized-link';
import { useDismiss } from '../../lib/use-dismiss';
import { CloseIcon, MenuIcon } from '../../ui/icons';
import { Logo } from '../../ui/logo';
import { AccountMenu } from './account-menu';
import styles from './navbar.module.css';
import { ThemeToggle } from './theme-toggle';

/**
 * The bar on top of every page (spec §2). Signed out: FAQ, Sign in, Sign up. Signed in: Pose
 * detection, FAQ and the Account dropdown. Always: the language
 * picker and the theme toggle. Below 768px the links fold into a menu opened by a button.
 */
export function Navbar() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  useDismiss(menuOpen, menuRef, closeMenu, toggleRef);

  // A followed link closes the menu.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) closeMenu();
  };
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    `${styles.link} ${isActive ? styles.active : ''}`;
  return (
    <header className={styles.navbar}>
      <nav className={styles.inner} aria-label={t('nav.primary')} ref={menuRef}>
        <LocalizedLink to="home" className={styles.brand} aria-label={t('nav.home')}>
          <Logo />
        </LocalizedLink>
        <div className={styles.tools}>
          <LanguagePicker />
          <ThemeToggle />
          <button
            ref={toggleRef}
            type="button"
            className={`${styles.iconButton} ${styles.menuButton}`}
            aria-expanded={menuOpen}
            aria-controls="primary-menu"
            aria-label={menuOpen ? t('nav.menuClose') : t('nav.menuOpen')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <CloseIcon /> : <MenuIcon />}
          </button>
        </div>
        <div
          id="primary-menu"
          className={`${styles.links} ${menuOpen ? styles.open : ''}`}
          onClick={closeOnLink}
        >
          {user ? (
            <>
              <LocalizedNavLink to="pose" className={linkClass}>
                {t('nav.poseDetection')}
              </LocalizedNavLink>
              <LocalizedNavLink to="progress" className={linkClass}>
                {t('nav.progress')}
              </LocalizedNavLink>
              <LocalizedNavLink to="faq" className={linkClass}>
                {t('nav.faq')}
              </LocalizedNavLink>
              <AccountMenu />
            </>
          ) : (
            <>
              <LocalizedNavLink to="faq" className={linkClass}>
                {t('nav.faq')}
              </LocalizedNavLink>
              <LocalizedNavLink to="signin" className={linkClass}>
                {t('nav.signIn')}
              </LocalizedNavLink>
              <LocalizedLink to="signup" className={`button button-primary ${styles.cta}`}>
                {t('nav.signUp')}
              </LocalizedLink>
            </>
          )}
        </div>
      </nav>
    </header>
  );
}
