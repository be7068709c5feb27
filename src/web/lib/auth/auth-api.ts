/**
 * The few better-auth endpoints the app uses, called with plain fetch: smaller than the full client
 * library, and one place that turns a failed answer into an AuthError with a code the UI can word.
 */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean;
  createdAt: string;
  updatedAt: string;
  lastLogin: string | null;
  plan: string;
  stripeCustomerId: string;
  stripeSubscriptionId: string;
  phoneNumber: string | null;
  phoneNumberVerified: boolean | null;
  preferredLanguage: string | null;
  theme: string | null;
}

export interface SessionInfo {
  id: string;
  token: string;
  createdAt: string;
  expiresAt: string;
  ipAddress: string | null;
  userAgent: string | null;
}

export class AuthError extends Error {
  override name = 'AuthError';
  constructor(
    message: string,
    readonly code: string,
    readonly status: number,
    /** From a 429's Retry-After: how long until trying again makes sense. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

async function call<T>(path: string, body?: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? undefined : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      redirect: 'manual',
    });
  } catch {
    throw new AuthError('The server could not be reached', 'NETWORK', 0);
  }
  if (response.type === 'opaqueredirect')
    throw new AuthError('The link is invalid or has expired', 'INVALID_TOKEN', 400);
  const text = await response.text();
  const data = text ? (JSON.parse(text) as unknown) : null;
  if (!response.ok) {
    const { message, code } = (data ?? {}) as { message?: string; code?: string };
    const fallback = response.status === 429 ? 'TOO_MANY_REQUESTS' : 'UNKNOWN';
    const retryAfter = Number(response.headers.get('retry-after')) || undefined;
    throw new AuthError(message ?? response.statusText, code ?? fallback, response.status, retryAfter);
  }
  return data as T;
}

export const authApi = {
  getSession: () => call<{ user: SessionUser; session: SessionInfo } | null>('/get-session'),
  signUp: (input: {
    name: string;
    email: string;
    password: string;
    preferredLanguage: string;
    callbackURL: string;
  }) => call<{ user: SessionUser }>('/sign-up/email', input),
  signIn: (input: { email: string; password: string; rememberMe: boolean }) =>
    call<{ user: SessionUser }>('/sign-in/email', input),
  signOut: () => call<{ success: boolean }>('/sign-out', {}),
  sendVerificationEmail: (input: { email: string; callbackURL: string }) =>
    call<{ status: boolean }>('/send-verification-email', input),
  requestPasswordReset: (input: { email: string; redirectTo: string }) =>
    call<{ status: boolean }>('/request-password-reset', input),
  resetPassword: (input: { newPassword: string; token: string }) =>
    call<{ status: boolean }>('/reset-password', input),
  sendMagicLink: (input: { email: string; callbackURL: string }) =>
    call<{ status: boolean }>('/sign-in/magic-link', input),
  verifyMagicLink: (token: string) =>
    call<{ user: SessionUser }>(`/magic-link/verify?token=${encodeURIComponent(token)}`),
  token: () => call<{ token: string }>('/token'),
  changePassword: (input: { currentPassword: string; newPassword: string }) =>
    call<{ token: string | null }>('/change-password', { ...input, revokeOtherSessions: true }),
  changeEmail: (input: { newEmail: string; callbackURL: string }) =>
    call<{ status: boolean }>('/change-email', input),
  updateUser: (fields: Partial<Pick<SessionUser, 'name' | 'preferredLanguage' | 'theme'>>) =>
    call<{ status: boolean }>('/update-user', fields),
  listSessions: () => call<SessionInfo[]>('/list-sessions'),
  revokeOtherSessions: () => call<{ status: boolean }>('/revoke-other-sessions', {}),
  deleteUser: (input: { password?: string }) => call<{ success: boolean }>('/delete-user', input),
  sendPhoneCode: (phoneNumber: string) =>
    call<{ message: string }>('/phone-number/send-otp', { phoneNumber }),
  verifyPhone: (phoneNumber: string, code: string) =>
    call<{ status: boolean }>('/phone-number/verify', {
      phoneNumber,
      code,
      updatePhoneNumber: true,
      disableSession: true,
    }),
};
