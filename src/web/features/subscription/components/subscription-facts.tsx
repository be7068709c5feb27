import { useTranslation } from 'react-i18next';
import type { SubscriptionRecord } from '../../../../shared/billing/plans';
import { useCurrentLanguage } from '../../../lib/i18n/current-language';
import { formatDate } from '../../../lib/i18n/format';
import styles from './billing.module.css';

const warningStatuses = new Set([
  'past_due',
  'unpaid',
  'incomplete',
  'canceled',
  'incomplete_expired',
  'paused',
]);

/** Plan, status, billing interval and the renewal (or end) date of a subscription record. */
export function SubscriptionFacts({ record }: { record: SubscriptionRecord }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <dl className={styles.facts}>
      <dt>{t('billing.plan')}</dt>
      <dd>{record.plan === 'pro' ? t('billing.pro') : t('billing.free')}</dd>
      <dt>{t('billing.status')}</dt>
      <dd>
        <span
          className={`${styles.status} ${warningStatuses.has(record.status) ? styles.statusWarning : ''}`}
        >
          {t(`billing.statuses.${record.status}`)}
        </span>
      </dd>
      {record.interval && (
        <>
          <dt>{t('billing.billing')}</dt>
          <dd>{record.interval === 'month' ? t('billing.monthly') : t('billing.yearly')}</dd>
        </>
      )}
      {record.currentPeriodEnd && record.status !== 'canceled' && (
        <>
          <dt>{record.cancelAtPeriodEnd ? t('billing.endsOn') : t('billing.renewsOn')}</dt>
          <dd>{formatDate(language, new Date(record.currentPeriodEnd), { dateStyle: 'long' })}</dd>
        </>
      )}
    </dl>
  );
}
