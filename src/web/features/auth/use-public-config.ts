import { startTransition, useEffect, useState } from 'react';
import { loadPublicConfig, type PublicConfig } from './public-config';

export type { PublicConfig } from './public-config';

/** What this server offers (e.g. Google sign-in only when configured), fetched once per page life. */
export function usePublicConfig(): PublicConfig | undefined {
  const [config, setConfig] = useState<PublicConfig>();
  useEffect(() => {
    // Not urgent: applied as a transition, so it never adds a long task to the page load.
    void loadPublicConfig().then((next) => startTransition(() => setConfig(next)));
  }, []);
  return config;
}
