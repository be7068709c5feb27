/**
 * Where to go after signing in: the `redirect` query only when it is a path on this site in some
 * language (`/fr/account?x=1`); anything else — another host, `//evil`, `javascript:` — is ignored.
 */
export function safeRedirect(value: string | null, fallback: string): string {
  if (!value || !/^\/[a-z]{2}\/[^/\\]/.test(value + 'x') || value.startsWith('//') || value.includes('\\'))
    return fallback;
  try {
    const url = new URL(value, 'http://postura.invalid');
    return url.origin === 'http://postura.invalid' ? url.pathname + url.search + url.hash : fallback;
  } catch {
    return fallback;
  }
}
