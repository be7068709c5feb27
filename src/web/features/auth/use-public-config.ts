import { startTransition, useEffect, useState } from 'react';

export interface PublicConfig {
  googleSignIn: boolean;
  /** Google Analytics measurement id, only when the operator set one. */
  gaMeasurementId: string | null;
  /** The server is in maintenance mode: the API answers 503 for now. */
  maintenance: boolean;
}

const fallback: PublicConfig = { googleSignIn: false, gaMeasurementId: null, maintenance: false };

let cached: Promise<PublicConfig> | undefined;

/** What this server offers (e.g. Google sign-in only when configured), fetched once per page life. */
export function usePublicConfig(): PublicConfig | undefined {
  const [config, setConfig] = useState<PublicConfig>();
  useEffect(() => {
    cached ??= fetch('/api/config')
      .then((r) => (r.ok ? (r.json() as Promise<PublicConfig>) : fallback))
      .catch(() => fallback);
    // Not urgent: applied as a transition, so it never adds a long task to the page load.
    void cached.then((next) => startTransition(() => setConfig(next)));
  }, []);
  return config;
}
