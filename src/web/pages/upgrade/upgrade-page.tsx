import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pathTo } from '../../../shared/routing/paths';
import type { BillingInterval, PlanPrice } from '../../../shared/billing/plans';
import { useAuth } from '../../features/auth/auth-context';
import { billingErrorMessage } from '../../features/subscription/billing-error-message';
import styles from '../../features/subscription/components/billing.module.css';
import { ProductPicture } from '../../features/product-pictures/product-picture';
import { FeatureComparison } from '../../features/subscription/components/feature-comparison';
import { IntervalSwitch } from '../../features/subscription/components/interval-switch';
import { useBillingConfig } from '../../features/subscription/components/use-billing-config';
import { useSubscription } from '../../features/subscription/subscription-context';
import { useCurrentLanguage } from '../../lib/i18n/current-language';
import { formatPercent, formatPrice } from '../../lib/i18n/format';
import { LocalizedLink } from '../../lib/routing/localized-link';
import { FormAlert } from '../../ui/form-alert';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';

/** How much cheaper a year is than twelve months, as a ratio (0.33 → "Save 33%"). */
function yearlySaving(prices: PlanPrice[]): number {
  const month = prices.find((p) => p.interval === 'month');
  const year = prices.find((p) => p.interval === 'year');
  if (!month || !year || month.amount <= 0) return 0;
  return Math.max(0, 1 - year.amount / (12 * month.amount));
}

/** Free against Pro, monthly or yearly, and the way to Checkout (visitors sign up first and come back). */
export default function UpgradePage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { user } = useAuth();
  const { isPro, isUpgrading, startUpgrade, loading } = useSubscription();
  const { config, error: configError, retry } = useBillingConfig();
  const [interval, setInterval] = useState<BillingInterval>('year');
  const [error, setError] = useState('');

  const price = config?.prices.find((p) => p.interval === interval);
  const monthly = config?.prices.find((p) => p.interval === 'month');
  const saving = config ? yearlySaving(config.prices) : 0;
  const here = pathTo(language, 'upgrade');

  const upgrade = async () => {
    setError('');
    try {
      await startUpgrade(interval, language);
    } catch (caught) {
      setError(billingErrorMessage(t, caught));
    }
  };

  const proAction = () => {
    if (!user)
      return (
        <>
          <LocalizedLink
            to="signup"
            search={`?redirect=${encodeURIComponent(here)}`}
            className="button button-primary"
          >
            {t('billing.signUpToUpgrade')}
          </LocalizedLink>
          <p className={styles.muted}>
            {t('billing.haveAccount')}{' '}
            <LocalizedLink to="signin" search={`?redirect=${encodeURIComponent(here)}`}>
              {t('billing.signInToUpgrade')}
            </LocalizedLink>
          </p>
        </>
      );
    if (loading) return <Loading label={t('common.loading')} />;
    if (isPro)
      return (
        <>
          <p className={styles.muted}>{t('billing.youHavePro')}</p>
          <LocalizedLink to="subscriptionManage" className="button button-secondary">
            {t('billing.manage')}
          </LocalizedLink>
        </>
      );
    if (!config?.paymentsEnabled) return null;
    return (
      <button
        type="button"
        className="button button-primary"
        onClick={upgrade}
        disabled={isUpgrading}
        aria-busy={isUpgrading}
      >
        {isUpgrading ? t('billing.redirecting') : t('billing.upgradeCta')}
      </button>
    );
  };

  return (
    <>
      <PageHeader title={t('pages.upgrade.title')} intro={t('pages.upgrade.intro')} />
      {configError && (
        <FormAlert kind="error">
          {t('billing.errors.pricesUnavailable')}{' '}
          <button type="button" className="button button-secondary" onClick={retry}>
            {t('billing.retry')}
          </button>
        </FormAlert>
      )}
      {config && !config.paymentsEnabled && <FormAlert kind="info">{t('billing.notConfigured')}</FormAlert>}
      {error && <FormAlert kind="error">{error}</FormAlert>}
      <IntervalSwitch
        value={interval}
        onChange={setInterval}
        savingLabel={
          saving > 0.005 ? t('billing.save', { percent: formatPercent(language, saving) }) : undefined
        }
      />
      <div className={styles.plans}>
        <section className={styles.plan} aria-labelledby="plan-free">
          <h2 id="plan-free" className={styles.planName}>
            {t('billing.free')}
          </h2>
          <p className={styles.price}>
            {formatPrice(language, 0, price?.currency ?? 'usd', { whole: true })}
          </p>
          <p className={styles.muted}>{t('billing.freeSummary')}</p>
          <div className={styles.planAction}>
            <LocalizedLink to="pose" className="button button-secondary">
              {t('billing.startFree')}
            </LocalizedLink>
          </div>
        </section>
        <section className={`${styles.plan} ${styles.planPro}`} aria-labelledby="plan-pro">
          <h2 id="plan-pro" className={styles.planName}>
            {t('billing.pro')}
          </h2>
          {price ? (
            <p className={styles.price} data-testid="pro-price">
              {formatPrice(language, price.amount, price.currency)}{' '}
              <span className={styles.per}>
                {interval === 'month' ? t('billing.perMonth') : t('billing.perYear')}
              </span>
            </p>
          ) : (
            <Loading label={t('common.loading')} />
          )}
          {price && monthly && interval === 'year' && (
            <p className={styles.muted}>
              {t('billing.yearlyEquivalent', {
                price: formatPrice(language, Math.round(price.amount / 12), price.currency),
              })}
            </p>
          )}
          <p className={styles.muted}>{t('billing.proSummary')}</p>
          <div className={styles.planAction}>{proAction()}</div>
        </section>
      </div>
      <FeatureComparison />
      <ProductPicture id="progress" placement="page" sizes="(max-width: 768px) calc(100vw - 48px), 760px" />
    </>
  );
}
