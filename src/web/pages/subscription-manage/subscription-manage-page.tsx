import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillingInterval } from '../../../shared/billing/plans';
import { billingApi } from '../../features/subscription/billing-api';
import { billingErrorMessage } from '../../features/subscription/billing-error-message';
import styles from '../../features/subscription/components/billing.module.css';
import { SubscriptionFacts } from '../../features/subscription/components/subscription-facts';
import { useSubscription } from '../../features/subscription/subscription-context';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { formatDate, formatPrice } from '../../lib/i18n/format';
import { LocalizedLink } from '../../lib/routing/localized-link';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** Plan, status and renewal; switch monthly ↔ yearly with the proration shown first; cancel at period end. */
export default function SubscriptionManagePage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { subscription: record, loading, refresh } = useSubscription();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [confirmingCancel, setConfirmingCancel] = useState(false);
  const [switchTo, setSwitchTo] = useState<BillingInterval | null>(null);
  const [preview, setPreview] = useState<{ amountDue: number; currency: string } | 'loading' | null>(null);

  useEffect(() => {
    if (!switchTo) return setPreview(null);
    let live = true;
    setPreview('loading');
    billingApi.previewInterval(switchTo).then(
      (answer) => live && setPreview(answer),
      (error) => {
        if (!live) return;
        setSwitchTo(null);
        setNotice({ kind: 'error', text: billingErrorMessage(t, error) });
      },
    );
    return () => {
      live = false;
    };
  }, [switchTo, t]);

  const act = async (work: () => Promise<unknown>, success: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await work();
      await refresh();
      setNotice({ kind: 'success', text: success });
    } catch (error) {
      setNotice({ kind: 'error', text: billingErrorMessage(t, error) });
    } finally {
      setBusy(false);
      setConfirmingCancel(false);
      setSwitchTo(null);
    }
  };

  if (loading) return <Loading label={t('common.loading')} />;

  const header = <PageHeader title={t('billing.manageTitle')} intro={t('billing.manageIntro')} />;
  if (!record || record.plan !== 'pro' || record.status === 'canceled')
    return (
      <>
        {header}
        <div className={styles.panel}>
          <p>{record?.status === 'canceled' ? t('billing.endedNote') : t('billing.onFree')}</p>
          <div className={styles.actions}>
            <LocalizedLink
              to={record?.status === 'canceled' ? 'subscriptionReactivate' : 'upgrade'}
              className="button button-primary"
            >
              {record?.status === 'canceled' ? t('billing.subscribeAgain') : t('billing.upgradeCta')}
            </LocalizedLink>
            <LocalizedLink to="billingHistory" className="button button-secondary">
              {t('billing.history')}
            </LocalizedLink>
          </div>
        </div>
      </>
    );

  const otherInterval: BillingInterval = record.interval === 'year' ? 'month' : 'year';
  const periodEnd = record.currentPeriodEnd
    ? formatDate(language, new Date(record.currentPeriodEnd), { dateStyle: 'long' })
    : '';

  return (
    <>
      {header}
      {notice && <FormAlert kind={notice.kind}>{notice.text}</FormAlert>}
      <section className={styles.panel} aria-labelledby="manage-plan">
        <h2 id="manage-plan" className={styles.planName}>
          {t('billing.yourPlan')}
        </h2>
        <SubscriptionFacts record={record} />
        {!record.managedByStripe && <p className={styles.muted}>{t('billing.setByOperator')}</p>}
        {record.status === 'past_due' && <FormAlert kind="error">{t('billing.pastDue')}</FormAlert>}
        {record.managedByStripe && record.cancelAtPeriodEnd && (
          <>
            <FormAlert kind="info">{t('billing.cancelPending', { date: periodEnd })}</FormAlert>
            <LocalizedLink to="subscriptionReactivate" className="button button-primary">
              {t('billing.keepPro')}
            </LocalizedLink>
          </>
        )}
      </section>

      {record.managedByStripe && !record.cancelAtPeriodEnd && (
        <section className={styles.panel} aria-labelledby="manage-interval">
          <h2 id="manage-interval" className={styles.planName}>
            {t('billing.changeInterval')}
          </h2>
          {!switchTo ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setSwitchTo(otherInterval)}
              disabled={busy}
            >
              {otherInterval === 'year' ? t('billing.switchToYearly') : t('billing.switchToMonthly')}
            </button>
          ) : preview === 'loading' || !preview ? (
            <Loading label={t('billing.calculating')} />
          ) : (
            <>
              <p data-testid="proration">
                {preview.amountDue > 0
                  ? t('billing.prorationCharge', {
                      amount: formatPrice(language, preview.amountDue, preview.currency),
                    })
                  : t('billing.prorationNone')}
              </p>
              <div className={styles.actions}>
                <button
                  type="button"
                  className="button button-primary"
                  disabled={busy}
                  onClick={() => act(() => billingApi.changeInterval(switchTo), t('billing.intervalChanged'))}
                >
                  {t('billing.confirmSwitch')}
                </button>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => setSwitchTo(null)}
                  disabled={busy}
                >
                  {t('billing.keepAsIs')}
                </button>
              </div>
            </>
          )}
        </section>
      )}

      <section className={styles.panel} aria-labelledby="manage-payment">
        <h2 id="manage-payment" className={styles.planName}>
          {t('billing.paymentAndInvoices')}
        </h2>
        <div className={styles.actions}>
          {record.managedByStripe && (
            <LocalizedLink to="subscriptionUpdatePayment" className="button button-secondary">
              {t('billing.updatePayment')}
            </LocalizedLink>
          )}
          <LocalizedLink to="billingHistory" className="button button-secondary">
            {t('billing.history')}
          </LocalizedLink>
        </div>
      </section>

      {record.managedByStripe && !record.cancelAtPeriodEnd && (
        <section className={styles.panel} aria-labelledby="manage-cancel">
          <h2 id="manage-cancel" className={styles.planName}>
            {t('billing.cancelTitle')}
          </h2>
          <p className={styles.muted}>{t('billing.cancelExplain', { date: periodEnd })}</p>
          {!confirmingCancel ? (
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setConfirmingCancel(true)}
              disabled={busy}
            >
              {t('billing.cancel')}
            </button>
          ) : (
            <div className={styles.actions} role="group" aria-label={t('billing.cancelTitle')}>
              <button
                type="button"
                className="button button-danger"
                disabled={busy}
                onClick={() => act(() => billingApi.cancel(), t('billing.cancelled', { date: periodEnd }))}
              >
                {t('billing.confirmCancel')}
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setConfirmingCancel(false)}
                disabled={busy}
              >
                {t('billing.keepPro')}
              </button>
            </div>
          )}
        </section>
      )}
    </>
  );
}
