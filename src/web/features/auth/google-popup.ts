import { AuthError } from '../../lib/auth/auth-api';

const messageType = 'better-auth:oauth-popup';
const closedPollMs = 500;
/**
 * The completion page posts its message and closes itself at once; the opener can see the window
 * closed before the message arrives (they cross processes separately), so a closed popup counts as
 * cancelled only if no message follows within this grace.
 */
const closedGraceMs = 2_000;
const timeoutMs = 5 * 60_000;

/**
 * Google sign-in in a popup (account choice forced by the server). Must be called straight from a
 * click, so the browser allows the window; a blocked popup raises `auth/popup-blocked` with the
 * spec's message. Resolves once the popup reports success; the session cookie is then set.
 */
export function openGooglePopup(callbackPath: string): Promise<void> {
  const nonce = crypto.randomUUID();
  const start = new URL('/api/auth/oauth-popup/start', window.location.origin);
  start.searchParams.set('provider', 'google');
  start.searchParams.set('popupOrigin', window.location.origin);
  start.searchParams.set('popupNonce', nonce);
  start.searchParams.set('callbackURL', callbackPath);
  const width = 500;
  const height = 640;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const popup = window.open(
    start.toString(),
    'postura-google',
    `popup,width=${width},height=${height},left=${left},top=${top}`,
  );
  if (!popup) {
    return Promise.reject(
      new AuthError('Please allow popups for this website to sign in with Google', 'auth/popup-blocked', 0),
    );
  }
  return new Promise((resolve, reject) => {
    let closedTimer: ReturnType<typeof setTimeout> | undefined;
    const finish = (error?: AuthError) => {
      window.removeEventListener('message', onMessage);
      clearInterval(poll);
      clearTimeout(timer);
      clearTimeout(closedTimer);
      if (!popup.closed) popup.close();
      if (error) reject(error);
      else resolve();
    };
    const onMessage = (event: MessageEvent) => {
      const data = event.data as {
        type?: string;
        nonce?: string;
        error?: { code: string; description?: string };
      } | null;
      if (event.origin !== window.location.origin || data?.type !== messageType || data.nonce !== nonce)
        return;
      if (data.error) finish(new AuthError(data.error.description ?? data.error.code, data.error.code, 400));
      else finish();
    };
    const poll = setInterval(() => {
      if (!popup.closed || closedTimer) return;
      closedTimer = setTimeout(
        () => finish(new AuthError('The sign-in window was closed', 'auth/popup-closed-by-user', 0)),
        closedGraceMs,
      );
    }, closedPollMs);
    const timer = setTimeout(
      () => finish(new AuthError('Google sign-in took too long', 'auth/timeout', 0)),
      timeoutMs,
    );
    window.addEventListener('message', onMessage);
  });
}
