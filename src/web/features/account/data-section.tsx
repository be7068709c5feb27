import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../lib/routing/localized-link';
import { useAuth } from '../auth/auth-context';
import { AccountSection } from './account-section';
import styles from './account-section.module.css';

/** The plan in one line (managed on the subscription pages) and "download my data". */
export function PlanAndDataSection() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return (
    <AccountSection id="account-plan" title={t('account.planAndData')}>
      <div className={styles.row}>
        <div>
          <div className={styles.label}>{t('account.plan')}</div>
          <strong>{user?.plan === 'pro' ? t('account.planPro') : t('account.planFree')}</strong>
        </div>
        <LocalizedLink
          to={user?.plan === 'pro' ? 'subscriptionManage' : 'upgrade'}
          className="button button-secondary"
        >
          {user?.plan === 'pro' ? t('account.managePlan') : t('account.upgrade')}
        </LocalizedLink>
      </div>
      <div className={styles.row}>
        <p>{t('account.downloadIntro')}</p>
        <a className="button button-secondary" href="/api/account/export" download="postura-my-data.json">
          {t('account.download')}
        </a>
      </div>
    </AccountSection>
  );
}
