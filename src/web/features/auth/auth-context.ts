import { createContext, useContext } from 'react';
import type { SessionUser } from '../../lib/auth/auth-api';

/** The auth state the spec (§3) exposes to the app, with the same names. */
export interface AuthContextValue {
  /** The signed-in, verified user, or null. */
  currentUser: SessionUser | null;
  /** The same user (the spec names both). */
  user: SessionUser | null;
  /** True until the server has answered the first session check. */
  loading: boolean;
  isEmailVerified: boolean;
  /** The address waiting for verification (kept across reloads in this tab). */
  emailForVerification: string | null;
  signIn(email: string, password: string, rememberMe?: boolean): Promise<SessionUser>;
  signInWithGoogle(): Promise<SessionUser>;
  /**
   * Ends the session. `andThen` (a navigation away) is applied in the same update as the cleared user,
   * so a signed-in page never renders signed out and sends the user to /signin first.
   */
  signOut(andThen?: () => void): Promise<void>;
  setEmailForVerification(email: string | null): void;
  /** A short-lived signed token for API calls, or null when nobody is signed in. */
  getIdToken(): Promise<string | null>;
  /** Re-reads the session (after verification, profile changes…). */
  refresh(): Promise<SessionUser | null>;
}

export const AuthContext = createContext<AuthContextValue | undefined>(undefined);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
