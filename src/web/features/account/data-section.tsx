import { useTranslation } from 'react-i18next';
import { LocalizedLink } from '../../lib/routing/localized-link';
import { useSubscription } from '../subscription/subscription-context';
import { AccountSection } from './account-section';
import styles from './account-section.module.css';

/** The plan in one line (managed on the subscription pages) and "download my data". */
export function PlanAndDataSection() {
  const { t } = useTranslation();
  const { isPro } = useSubscription();
  return (
    <AccountSection id="account-plan" title={t('account.planAndData')}>
      <div className={styles.row}>
        <div>
          <div className={styles.label}>{t('account.plan')}</div>
          <strong>{isPro ? t('account.planPro') : t('account.planFree')}</strong>
        </div>
        <LocalizedLink to={isPro ? 'subscriptionManage' : 'upgrade'} className="button button-secondary">
          {isPro ? t('account.managePlan') : t('account.upgrade')}
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
