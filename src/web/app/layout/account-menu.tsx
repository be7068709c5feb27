import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../shared/routing/paths';
import { useAuth } from '../../features/auth/auth-context';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { LocalizedLink } from '../../lib/routing/localized-link';
import { useDismiss } from '../../lib/use-dismiss';
import { ChevronDownIcon } from '../../ui/icons';
import styles from './account-menu.module.css';

/** The signed-in Account dropdown (spec §2): account details and sign out; closes on an outside click. */
export function AccountMenu() {
  const { t } = useTranslation();
  const { user, signOut } = useAuth();
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, containerRef, close, buttonRef);

  const onSignOut = async () => {
    close();
    await signOut(() => navigate(pathTo(language, 'home'), { replace: true }));
  };

  return (
    <div className={styles.account} ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className={styles.avatar} aria-hidden="true">
          {(user?.name || user?.email || '?').slice(0, 1).toUpperCase()}
        </span>
        {t('nav.account')}
        <ChevronDownIcon className={styles.chevron} />
      </button>
      {open && (
        <div id={menuId} className={styles.menu}>
          <p className={styles.who}>
            <strong>{user?.name}</strong>
            <span>{user?.email}</span>
          </p>
          <LocalizedLink to="account" className={styles.item} onClick={close}>
            {t('nav.accountDetails')}
          </LocalizedLink>
          <button type="button" className={styles.item} onClick={onSignOut}>
            {t('nav.signOut')}
          </button>
        </div>
      )}
    </div>
  );
}
