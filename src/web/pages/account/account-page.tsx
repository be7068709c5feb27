import { useTranslation } from 'react-i18next';
import { DeleteSection } from '../../features/account/delete-section';
import { PlanAndDataSection } from '../../features/account/data-section';
import { PasswordSection } from '../../features/account/password-section';
import { PreferencesSection } from '../../features/account/preferences-section';
import { ProfileSection } from '../../features/account/profile-section';
import { SessionsSection } from '../../features/account/sessions-section';
import { WeeklyReportSection } from '../../features/account/weekly-report-section';
import { PageHeader } from '../../ui/page-header';
import styles from './account-page.module.css';

/** Profile, security, preferences, plan, data and deletion, one section each. */
export default function AccountPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('pages.account.title')} intro={t('pages.account.intro')} />
      <div className={styles.grid}>
        <ProfileSection />
        <PlanAndDataSection />
        <PasswordSection />
        <PreferencesSection />
        <WeeklyReportSection />
        <SessionsSection />
        <DeleteSection />
      </div>
    </>
  );
}
