import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { proFeatures } from '../../../shared/billing/plans';
import type { SessionUser } from '../../lib/auth/auth-api';
import { AuthContext, type AuthContextValue } from '../auth/auth-context';
import { useSubscription } from './subscription-context';
import { subscriptionFetchDelayMs } from '../../../shared/constants';
import { SubscriptionProvider } from './subscription-provider';

function Probe() {
  const { isPro, features, subscriptionStatus, loading } = useSubscription();
  return (
    <output>
      {JSON.stringify({
        isPro,
        sound: features.sound_alerts,
        basic: features.basic_posture,
        subscriptionStatus,
        loading,
      })}
    </output>
  );
}

const user = { id: 'u1', email: 'ada@example.com' } as SessionUser;
const auth = (signedIn: SessionUser | null) =>
  ({ user: signedIn, currentUser: signedIn }) as AuthContextValue;
const shown = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as Record<string, unknown>;

function renderWith(signedIn: SessionUser | null) {
  return render(
    <AuthContext.Provider value={auth(signedIn)}>
      <SubscriptionProvider>
        <Probe />
      </SubscriptionProvider>
    </AuthContext.Provider>,
  );
}

const proAnswer = {
  isPro: true,
  features: proFeatures,
  subscription: {
    plan: 'pro',
    status: 'active',
    features: proFeatures,
    interval: 'month',
    currentPeriodEnd: 1,
    cancelAtPeriodEnd: false,
    managedByStripe: true,
  },
};

describe('subscription state (spec §3/§4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('without a provider, enables every feature', () => {
    render(<Probe />);
    expect(shown()).toMatchObject({ isPro: false, sound: true, basic: true });
  });

  it('with no user: free features, status active, and no request', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderWith(null);
    expect(shown()).toEqual({
      isPro: false,
      sound: false,
      basic: true,
      subscriptionStatus: 'active',
      loading: false,
    });
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('fetches one second after sign-in and applies a pro record', async () => {
    const fetchSpy = vi.fn(async () => new Response(JSON.stringify(proAnswer), { status: 200 }));
    vi.stubGlobal('fetch', fetchSpy);
    renderWith(user);
    expect(shown()).toMatchObject({ loading: true, sound: false });
    await act(async () => vi.advanceTimersByTime(subscriptionFetchDelayMs - 10));
    expect(fetchSpy).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(20));
    expect(fetchSpy).toHaveBeenCalledWith('/api/subscription', expect.anything());
    expect(shown()).toEqual({
      isPro: true,
      sound: true,
      basic: true,
      subscriptionStatus: 'active',
      loading: false,
    });
  });

  /** Signs in, lets the fetch go out and answer `status` with `body`; returns the error log's spy. */
  async function fetchAnswered(status: number, body: string) {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status })),
    );
    renderWith(user);
    await act(async () => vi.advanceTimersByTime(subscriptionFetchDelayMs + 10));
    return logged;
  }

  it('logs a failed fetch and applies the free default', async () => {
    const logged = await fetchAnswered(500, '{"error":"boom"}');
    expect(shown()).toEqual({
      isPro: false,
      sound: false,
      basic: true,
      subscriptionStatus: 'active',
      loading: false,
    });
    expect(logged).toHaveBeenCalledWith(
      'Subscription fetch failed; the free plan applies',
      expect.anything(),
    );
  });

  it('applies the free default without an error when the session ended before the answer (401)', async () => {
    const logged = await fetchAnswered(401, '{"error":"UNAUTHORIZED","message":"Sign in"}');
    expect(shown()).toMatchObject({ isPro: false, sound: false, loading: false });
    expect(logged).not.toHaveBeenCalled();
  });
});
