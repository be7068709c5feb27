import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingInterval } from '../../../shared/billing/plans';
import { billingApi } from '../../features/subscription/billing-api';
import { billingErrorMessage } from '../../features/subscription/billing-error-message';
import styles from '../../features/subscription/components/billing.module.css';
import { IntervalSwitch } from '../../features/subscription/components/interval-switch';
import { SubscriptionFacts } from '../../features/subscription/components/subscription-facts';
import { useSubscription } from '../../features/subscription/subscription-context';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { formatDate } from '../../lib/i18n/format';
import { LocalizedLink } from '../../lib/routing/localized-link';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';

/** Undo a pending cancellation in one click, or, once Pro has ended, subscribe again through Checkout. */
export default function SubscriptionReactivatePage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { subscription: record, isPro, loading, refresh } = useSubscription();
  const [interval, setInterval] = useState<BillingInterval>(record?.interval ?? 'month');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);

  const reactivate = async () => {
    setBusy(true);
    setNotice(null);
    try {
      const answer = await billingApi.reactivate(interval, language);
      if ('url' in answer) return window.location.assign(answer.url);
      await refresh();
      setNotice({ kind: 'success', text: t('billing.reactivated') });
    } catch (error) {
      setNotice({ kind: 'error', text: billingErrorMessage(t, error) });
    }
    setBusy(false);
  };

  if (loading) return <Loading label={t('common.loading')} />;
  const pendingCancel = Boolean(isPro && record?.cancelAtPeriodEnd && record.managedByStripe);
  const periodEnd = record?.currentPeriodEnd
    ? formatDate(language, new Date(record.currentPeriodEnd), { dateStyle: 'long' })
    : '';

  return (
    <>
      <PageHeader title={t('billing.reactivateTitle')} intro={t('billing.reactivateIntro')} />
      {notice && <FormAlert kind={notice.kind}>{notice.text}</FormAlert>}
      <div className={styles.panel}>
        {record && <SubscriptionFacts record={record} />}
        {pendingCancel ? (
          <>
            <p>{t('billing.cancelPending', { date: periodEnd })}</p>
            <button type="button" className="button button-primary" onClick={reactivate} disabled={busy}>
              {t('billing.keepPro')}
            </button>
          </>
        ) : isPro ? (
          <>
            <p>{t('billing.alreadyActive')}</p>
            <LocalizedLink to="subscriptionManage" className="button button-secondary">
              {t('billing.manage')}
            </LocalizedLink>
          </>
        ) : (
          <>
            <p>{record?.status === 'canceled' ? t('billing.endedNote') : t('billing.onFree')}</p>
            <IntervalSwitch value={interval} onChange={setInterval} />
            <div>
              <button
                type="button"
                className="button button-primary"
                onClick={reactivate}
                disabled={busy}
                aria-busy={busy}
              >
                {busy ? t('billing.redirecting') : t('billing.subscribeAgain')}
              </button>
            </div>
          </>
        )}
      </div>
    </>
  );
}
