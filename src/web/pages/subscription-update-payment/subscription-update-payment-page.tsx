import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { billingApi } from '../../features/subscription/billing-api';
import { billingErrorMessage } from '../../features/subscription/billing-error-message';
import styles from '../../features/subscription/components/billing.module.css';
import { useSubscription } from '../../features/subscription/subscription-context';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { LocalizedLink } from '../../lib/routing/localized-link';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';

/** Change the card: Stripe's Billing Portal opens straight on its payment-method form, then comes back. */
export default function SubscriptionUpdatePaymentPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { subscription, loading } = useSubscription();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  const open = async () => {
    setBusy(true);
    setError('');
    try {
      const { url } = await billingApi.paymentMethod(language);
      window.location.assign(url);
    } catch (caught) {
      setBusy(false);
      setError(billingErrorMessage(t, caught));
    }
  };

  if (loading) return <Loading label={t('common.loading')} />;
  return (
    <>
      <PageHeader title={t('billing.updatePaymentTitle')} intro={t('billing.updatePaymentIntro')} />
      <div className={styles.panel}>
        {error && <FormAlert kind="error">{error}</FormAlert>}
        {subscription?.managedByStripe ? (
          <>
            <p>{t('billing.updatePaymentExplain')}</p>
            <button
              type="button"
              className="button button-primary"
              onClick={open}
              disabled={busy}
              aria-busy={busy}
            >
              {busy ? t('billing.redirecting') : t('billing.updatePayment')}
            </button>
          </>
        ) : (
          <>
            <p>{t('billing.noPaymentMethod')}</p>
            <LocalizedLink to="upgrade" className="button button-secondary">
              {t('billing.backToPlans')}
            </LocalizedLink>
          </>
        )}
      </div>
    </>
  );
}
