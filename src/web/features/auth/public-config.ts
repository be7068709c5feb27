export interface PublicConfig {
  googleSignIn: boolean;
  /** Google Analytics measurement id, only when the operator set one. */
  gaMeasurementId: string | null;
  /** The server is in maintenance mode: the API answers 503 for now. */
  maintenance: boolean;
}

const fallback: PublicConfig = { googleSignIn: false, gaMeasurementId: null, maintenance: false };

let cached: Promise<PublicConfig> | undefined;

/**
 * What this server offers (e.g. Google sign-in only when configured), fetched once per page life and
 * shared by the app and the deferred pages' small entry.
 */
export function loadPublicConfig(): Promise<PublicConfig> {
  return (cached ??= fetch('/api/config')
    .then((r) => (r.ok ? (r.json() as Promise<PublicConfig>) : fallback))
    .catch(() => fallback));
}
