import { useEffect, useState } from 'react';
import type { BillingConfig } from '../../../../shared/billing/plans';
import { billingApi } from '../billing-api';

/** The price list and whether payments work on this server; `error` when it could not be read. */
export function useBillingConfig(): { config: BillingConfig | null; error: boolean; retry(): void } {
  const [config, setConfig] = useState<BillingConfig | null>(null);
  const [error, setError] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setError(false);
    billingApi.config().then(
      (answer) => live && setConfig(answer),
      () => live && setError(true),
    );
    return () => {
      live = false;
    };
  }, [attempt]);
  return { config, error, retry: () => setAttempt((n) => n + 1) };
}
