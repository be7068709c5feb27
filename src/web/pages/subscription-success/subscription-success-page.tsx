import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { SubscriptionRecord } from '../../../shared/billing/plans';
import { billingApi } from '../../features/subscription/billing-api';
import { billingErrorMessage } from '../../features/subscription/billing-error-message';
import styles from '../../features/subscription/components/billing.module.css';
import { SubscriptionFacts } from '../../features/subscription/components/subscription-facts';
import { useSubscription } from '../../features/subscription/subscription-context';
import { LocalizedLink } from '../../lib/routing/localized-link';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';

/** How long to wait for a paid checkout to show as Pro (the server also reads Stripe directly). */
const attempts = 10;
const pauseMs = 1500;

type State =
  | { kind: 'checking' }
  | { kind: 'pro'; record: SubscriptionRecord }
  | { kind: 'pending' }
  | { kind: 'error'; message: string };

/**
 * Back from Checkout: the server checks the session with Stripe and records the subscription, so the
 * page shows Pro even before the webhook arrives; it keeps asking briefly if payment is still settling.
 */
export default function SubscriptionSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const { refresh } = useSubscription();
  const [state, setState] = useState<State>({ kind: 'checking' });

  useEffect(() => {
    if (!/^cs_[A-Za-z0-9_]+$/.test(sessionId)) {
      setState({ kind: 'error', message: t('billing.success.missingSession') });
      return;
    }
    let live = true;
    const check = async (attempt: number): Promise<void> => {
      try {
        const answer = await billingApi.confirmCheckout(sessionId);
        if (!live) return;
        if (answer.isPro && answer.subscription) {
          setState({ kind: 'pro', record: answer.subscription });
          await refresh();
          return;
        }
        if (attempt + 1 >= attempts) return setState({ kind: 'pending' });
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
        if (live) await check(attempt + 1);
      } catch (error) {
        if (live) setState({ kind: 'error', message: billingErrorMessage(t, error) });
      }
    };
    void check(0);
    return () => {
      live = false;
    };
  }, [sessionId, refresh, t]);

  return (
    <>
      <PageHeader title={t('billing.success.title')} intro={t('billing.success.intro')} />
      <div className={styles.panel}>
        {state.kind === 'checking' && <Loading label={t('billing.success.checking')} />}
        {state.kind === 'pro' && (
          <>
            <FormAlert kind="success">{t('billing.success.welcome')}</FormAlert>
            <SubscriptionFacts record={state.record} />
            <div className={styles.actions}>
              <LocalizedLink to="pose" className="button button-primary">
                {t('billing.success.start')}
              </LocalizedLink>
              <LocalizedLink to="subscriptionManage" className="button button-secondary">
                {t('billing.manage')}
              </LocalizedLink>
            </div>
          </>
        )}
        {state.kind === 'pending' && (
          <>
            <FormAlert kind="info">{t('billing.success.pending')}</FormAlert>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => window.location.reload()}
            >
              {t('billing.retry')}
            </button>
          </>
        )}
        {state.kind === 'error' && (
          <>
            <FormAlert kind="error">{state.message}</FormAlert>
            <LocalizedLink to="upgrade" className="button button-secondary">
              {t('billing.backToPlans')}
            </LocalizedLink>
          </>
        )}
      </div>
    </>
  );
}
