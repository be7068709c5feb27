import { APIError, betterAuth, type BetterAuthOptions } from 'better-auth';
import { genericOAuth, jwt, magicLink, oauthPopup, phoneNumber } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Kysely } from 'kysely';
import { isValidPhoneNumber } from 'libphonenumber-js';
import type { Config } from '../config/load-config';
import type { DatabaseHandle } from '../db/create-database';
import type { Mailer } from '../mail/create-mailer';
import type { SmsSender } from '../sms/create-sms-sender';
import { authEmails } from './auth-emails';
import { captureAuthError } from './auth-error-capture';
import { authRequestPolicy } from './auth-request-policy';
import { authRateLimits } from './auth-rate-limits';
import { sharedRateLimitStore } from './shared-rate-limit-store';
import { googleProvider } from './google-provider';
import { hashPassword, maxPasswordLength, verifyPassword } from './password-hash';
import { userDocumentHooks } from './user-document-hooks';

export const clientIpHeader = 'x-postura-client-ip';

export interface AuthDependencies {
  config: Config;
  database: DatabaseHandle;
  secret: string;
  mailer: Mailer;
  sms: SmsSender;
  log: FastifyBaseLogger;
  /** Ends a deleted user's paid subscription (billing owns how). */
  cancelSubscription?: (userId: string) => Promise<void>;
  /** With REDIS_URL: rate limits shared by every server process. */
  redis?: Redis;
}

/** The better-auth options, separate from `betterAuth()` so migrations can be computed from them. */
export function authOptions({
  config,
  database,
  secret,
  mailer,
  sms,
  log,
  cancelSubscription,
  redis,
}: AuthDependencies) {
  const emails = authEmails(mailer);
  const https = config.publicUrl?.startsWith('https://') ?? false;
  return {
    appName: 'Postura',
    secret,
    basePath: '/api/auth',
    // Without PUBLIC_URL (the embedded mode, tests on random ports) links follow the request's host,
    // limited to this machine's names.
    baseURL: config.publicUrl ?? {
      allowedHosts: ['localhost:*', '127.0.0.1:*', '[::1]:*'],
      protocol: 'http',
      // Any other Host header (a typo, a hostile client) gets this machine's address, not a 500.
      fallback: `http://localhost:${config.port}`,
    },
    database: { db: database.db as unknown as Kysely<unknown>, type: database.kind },
    telemetry: { enabled: false },
    onAPIError: { onError: captureAuthError(log) },
    logger: {
      level: 'warn',
      log: (level, message, ...args) => log[level]({ args }, `auth: ${message}`),
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 10,
      maxPasswordLength,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 3600,
      password: { hash: hashPassword, verify: verifyPassword },
      sendResetPassword: ({ user, url, token }) => emails.resetPassword(user, url, token),
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: false,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 3600,
      sendVerificationEmail: ({ user, url }) => emails.verifyEmail(user, url),
    },
    user: {
      additionalFields: {
        plan: { type: 'string', defaultValue: 'free', input: false },
        stripeCustomerId: { type: 'string', defaultValue: '', input: false },
        stripeSubscriptionId: { type: 'string', defaultValue: '', input: false },
        lastLogin: { type: 'date', required: false, input: false },
        preferredLanguage: { type: 'string', required: false, input: true },
        theme: { type: 'string', required: false, input: true },
      },
      changeEmail: {
        enabled: true,
        sendChangeEmailConfirmation: ({ user, newEmail, url }) => emails.changeEmail(user, newEmail, url),
      },
      deleteUser: {
        enabled: true,
        // Nobody may be charged for a deleted account: if Stripe cannot be reached, deletion waits.
        beforeDelete: async (user) => {
          try {
            await cancelSubscription?.(user.id);
          } catch {
            throw new APIError('SERVICE_UNAVAILABLE', {
              message:
                'Your subscription could not be cancelled right now, so your account was not deleted. Please try again.',
            });
          }
        },
      },
      // A Google account whose address Google has not verified proves nothing: refuse it.
      validateUserInfo: ({ user, source }) =>
        source.method === 'oauth' && !user.emailVerified
          ? {
              error: 'email_not_verified',
              errorDescription: 'The Google account e-mail address is not verified',
            }
          : undefined,
    },
    session: { expiresIn: 30 * 24 * 3600, updateAge: 24 * 3600 },
    account: {
      // Google proves the address, so it may join an existing account. An unverified one is not refused
      // (that would lock the real owner out); userDocumentHooks first strips whoever made it.
      accountLinking: { enabled: true, trustedProviders: ['google'], requireLocalEmailVerified: false },
    },
    socialProviders: {},
    rateLimit: redis
      ? { ...authRateLimits, customStorage: sharedRateLimitStore(redis, log) }
      : authRateLimits,
    advanced: {
      useSecureCookies: https,
      cookiePrefix: 'postura',
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, secure: https },
      // The client address as Fastify resolved it (TRUST_PROXY-aware); clients cannot forge this header.
      ipAddress: { ipAddressHeaders: [clientIpHeader] },
    },
    databaseHooks: userDocumentHooks(database, log),
    hooks: { before: authRequestPolicy(config.publicUrl) },
    plugins: [
      magicLink({
        expiresIn: 600,
        disableSignUp: true,
        sendMagicLink: async ({ email, url, token }) => {
          const user = await database.db
            .selectFrom('user')
            .select(['name', 'email', 'preferredLanguage'])
            .where('email', '=', email.toLowerCase())
            .executeTakeFirst();
          // Unknown addresses get no mail, but the same answer (no account enumeration).
          if (user) await emails.magicLink(user, url, token);
        },
      }),
      phoneNumber({
        otpLength: 6,
        expiresIn: 600,
        allowedAttempts: 5,
        phoneNumberValidator: (number) => isValidPhoneNumber(number),
        sendOTP: ({ phoneNumber: number, code }) => sms.sendCode(number, code),
      }),
      // JWTs only from GET /api/auth/token: by default every session lookup (each API request) would
      // also sign one for a `set-auth-jwt` header nobody reads — about half its CPU (bench/load).
      jwt({
        disableSettingJwtHeader: true,
        jwt: { expirationTime: '15m', issuer: config.publicUrl, audience: config.publicUrl },
      }),
      ...(config.google ? [genericOAuth({ config: [googleProvider(config)] }), oauthPopup()] : []),
    ],
  } satisfies BetterAuthOptions;
}

export function createAuth(dependencies: AuthDependencies) {
  return betterAuth(authOptions(dependencies));
}

export type Auth = ReturnType<typeof createAuth>;
