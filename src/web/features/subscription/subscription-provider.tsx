import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import {
  freeFeatures,
  type BillingInterval,
  type Features,
  type SubscriptionRecord,
  type SubscriptionStatus,
} from '../../../shared/billing/plans';
import { subscriptionFetchDelayMs } from '../../../shared/constants';
import { useAuth } from '../auth/auth-context';
import { BillingApiError, billingApi, type SubscriptionAnswer } from './billing-api';
import { SubscriptionContext, type SubscriptionContextValue } from './subscription-context';

interface Loaded {
  isPro: boolean;
  features: Features;
  status: SubscriptionStatus;
  subscription: SubscriptionRecord | null;
}

/** Spec §4: no user, no record or a failed fetch → plan free, status active, free features. */
const freeDefault: Loaded = { isPro: false, features: freeFeatures, status: 'active', subscription: null };

const fromAnswer = (answer: SubscriptionAnswer): Loaded =>
  answer.subscription
    ? {
        isPro: answer.isPro,
        features: answer.features,
        status: answer.subscription.status,
        subscription: answer.subscription,
      }
    : freeDefault;

export function SubscriptionProvider({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const userId = user?.id ?? null;
  const [loaded, setLoaded] = useState<Loaded>(freeDefault);
  const [loading, setLoading] = useState(false);
  const [isUpgrading, setUpgrading] = useState(false);
  // Answers for a user who has since signed out must not land.
  const currentUser = useRef(userId);
  currentUser.current = userId;

  const refresh = useCallback(async () => {
    const forUser = currentUser.current;
    if (!forUser) {
      setLoaded(freeDefault);
      setLoading(false);
      return;
    }
    try {
      const answer = await billingApi.subscription();
      if (currentUser.current === forUser) setLoaded(fromAnswer(answer));
    } catch (error) {
      // A 401 is the server's "no user": the session ended (signed out here or in another tab) while
      // the fetch was on its way, which is the free default by rule, not a failure to log.
      const sessionEnded = error instanceof BillingApiError && error.status === 401;
      if (currentUser.current === forUser) {
        if (!sessionEnded) console.error('Subscription fetch failed; the free plan applies', error);
        setLoaded(freeDefault);
      }
    } finally {
      if (currentUser.current === forUser) setLoading(false);
    }
  }, []);

  useEffect(() => {
    setLoaded(freeDefault);
    if (!userId) {
      setLoading(false);
      return;
    }
    setLoading(true);
    const timer = setTimeout(() => void refresh(), subscriptionFetchDelayMs);
    return () => clearTimeout(timer);
  }, [userId, refresh]);

  const startUpgrade = useCallback(async (interval: BillingInterval, language: string) => {
    setUpgrading(true);
    try {
      const { url } = await billingApi.checkout(interval, language);
      window.location.assign(url);
    } catch (error) {
      setUpgrading(false);
      throw error;
    }
  }, []);

  const value = useMemo<SubscriptionContextValue>(
    () => ({
      isUpgrading,
      isPro: loaded.isPro,
      features: loaded.features,
      subscriptionStatus: loaded.status,
      subscription: loaded.subscription,
      loading,
      refresh,
      startUpgrade,
    }),
    [isUpgrading, loaded, loading, refresh, startUpgrade],
  );
  return <SubscriptionContext.Provider value={value}>{children}</SubscriptionContext.Provider>;
}
