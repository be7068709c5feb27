import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from '../../lib/auth/auth-api';
import { openGooglePopup } from './google-popup';

/** A window as window.open returns it: `closed` turns true when the person or the page closes it. */
function fakePopup() {
  return { closed: false, close: vi.fn() };
}

function nonceOf(openSpy: { mock: { calls: unknown[][] } }): string {
  const url = new URL(String(openSpy.mock.calls[0]![0]));
  return url.searchParams.get('popupNonce')!;
}

function postFromPopup(data: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin }));
}

describe('Google sign-in popup', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('succeeds when the completion message arrives just after the popup has closed itself', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const signedIn = openGooglePopup('/');
    // The completion page posts and closes at once; the opener may see it closed first.
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(600);
    postFromPopup({ type: 'better-auth:oauth-popup', nonce: nonceOf(open) });
    await expect(signedIn).resolves.toBeUndefined();
  });

  it('says the window was closed when no message follows its closing', async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const signedIn = openGooglePopup('/');
    const outcome = signedIn.catch((error: unknown) => error);
    popup.closed = true;
    await vi.advanceTimersByTimeAsync(3_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(AuthError);
    expect((error as AuthError).code).toBe('auth/popup-closed-by-user');
  });

  it('ignores a message with another nonce or from another origin', async () => {
    const popup = fakePopup();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const signedIn = openGooglePopup('/');
    let settled = false;
    void signedIn.then(
      () => (settled = true),
      () => (settled = true),
    );
    postFromPopup({ type: 'better-auth:oauth-popup', nonce: 'someone else' });
    window.dispatchEvent(
      new MessageEvent('message', {
        data: { type: 'better-auth:oauth-popup', nonce: nonceOf(open) },
        origin: 'https://evil.example',
      }),
    );
    await vi.advanceTimersByTimeAsync(1_000);
    expect(settled).toBe(false);
    postFromPopup({ type: 'better-auth:oauth-popup', nonce: nonceOf(open) });
    await expect(signedIn).resolves.toBeUndefined();
    expect(popup.close).toHaveBeenCalled();
  });
});
