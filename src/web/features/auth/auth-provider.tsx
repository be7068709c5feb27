import { startTransition, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { storageKeys } from '../../../shared/constants';
import { AuthError, authApi, type SessionUser } from '../../lib/auth/auth-api';
import { AuthContext, type AuthContextValue } from './auth-context';
import { openGooglePopup } from './google-popup';

const emailKey = 'postura:email-for-verification';

function readStoredEmail(): string | null {
  try {
    return sessionStorage.getItem(emailKey);
  } catch {
    return null;
  }
}

/**
 * The auth state of spec §3/§4, served by our own server: loading until the first session answer;
 * signed out; signed in and verified. An unverified sign-in is refused with the spec's message and the
 * address is remembered for /verify-email. Sign-out clears the user, the flag and the stored address.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [loading, setLoading] = useState(true);
  const [emailForVerification, setEmailState] = useState<string | null>(readStoredEmail);

  const setEmailForVerification = useCallback((email: string | null) => {
    setEmailState(email);
    try {
      if (email) sessionStorage.setItem(emailKey, email);
      else sessionStorage.removeItem(emailKey);
    } catch {
      // Storage blocked: the address lives for this page only.
    }
  }, []);

  const refresh = useCallback(async (inBackground = false) => {
    // The page load's own check is applied as a transition: it re-renders whatever reads the sign-in
    // state in slices instead of one long task on a slow phone (bench/lighthouse). After a sign-in,
    // the new state applies at once.
    const apply = inBackground ? startTransition : (update: () => void) => update();
    try {
      const session = await authApi.getSession();
      const next = session?.user ?? null;
      apply(() => setUser(next));
      return next;
    } catch (error) {
      console.warn('session check failed', error);
      apply(() => setUser(null));
      return null;
    } finally {
      apply(() => setLoading(false));
    }
  }, []);

  useEffect(() => {
    void refresh(true);
  }, [refresh]);

  useEffect(() => {
    if (!loading) rememberSignedIn(user !== null);
  }, [user, loading]);

  const signIn = useCallback(
    async (email: string, password: string, rememberMe = true) => {
      try {
        await authApi.signIn({ email, password, rememberMe });
      } catch (error) {
        if (error instanceof AuthError && error.code === 'EMAIL_NOT_VERIFIED') {
          setUser(null);
          setEmailForVerification(email);
          throw new AuthError('Please verify your email before signing in', 'auth/email-not-verified', 403);
        }
        throw error;
      }
      const signedIn = await refresh();
      if (!signedIn) throw new AuthError('Sign-in failed', 'UNKNOWN', 500);
      setEmailForVerification(null);
      return signedIn;
    },
    [refresh, setEmailForVerification],
  );

  const signInWithGoogle = useCallback(async () => {
    await openGooglePopup('/');
    const signedIn = await refresh();
    if (!signedIn) throw new AuthError('Google sign-in failed', 'UNKNOWN', 500);
    return signedIn;
  }, [refresh]);

  const signOut = useCallback(
    async (andThen?: () => void) => {
      try {
        await authApi.signOut();
      } catch (error) {
        // Spec §8: a failed sign-out is logged only.
        console.warn('sign-out failed', error);
      }
      // One transition for the cleared user and the caller's navigation away (the router navigates in
      // a transition too): applied apart, the signed-in page would render signed out first and its guard
      // send it to /signin, overtaking the way home.
      startTransition(() => {
        setUser(null);
        setEmailForVerification(null);
        andThen?.();
      });
    },
    [setEmailForVerification],
  );

  const getIdToken = useCallback(async () => {
    if (!user) return null;
    try {
      return (await authApi.token()).token;
    } catch {
      return null;
    }
  }, [user]);

  const value = useMemo<AuthContextValue>(
    () => ({
      currentUser: user,
      user,
      loading,
      isEmailVerified: Boolean(user?.emailVerified),
      emailForVerification,
      signIn,
      signInWithGoogle,
      signOut,
      setEmailForVerification,
      getIdToken,
      refresh,
    }),
    [
      user,
      loading,
      emailForVerification,
      signIn,
      signInWithGoogle,
      signOut,
      setEmailForVerification,
      getIdToken,
      refresh,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The public pages' entry starts the app at once for a signed-in browser (deferred-start.ts). */
function rememberSignedIn(signedIn: boolean): void {
  try {
    if (signedIn) localStorage.setItem(storageKeys.signedIn, '1');
    else localStorage.removeItem(storageKeys.signedIn);
  } catch {
    // Storage blocked: the public pages start the app on interaction, as for a visitor.
  }
}
