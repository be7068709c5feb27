import { useEffect, useState } from 'react';

export interface PublicConfig {
  googleSignIn: boolean;
}

let cached: Promise<PublicConfig> | undefined;

/** What this server offers (e.g. Google sign-in only when configured), fetched once per page life. */
export function usePublicConfig(): PublicConfig | undefined {
  const [config, setConfig] = useState<PublicConfig>();
  useEffect(() => {
    cached ??= fetch('/api/config')
      .then((r) => (r.ok ? (r.json() as Promise<PublicConfig>) : { googleSignIn: false }))
      .catch(() => ({ googleSignIn: false }));
    void cached.then(setConfig);
  }, []);
  return config;
}
