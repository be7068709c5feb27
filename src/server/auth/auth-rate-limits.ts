import type { BetterAuthOptions } from 'better-auth';

/**
 * Limits on the endpoints an attacker would hammer (per client address). The sign-in rule gives
 * three tries in ten seconds: the fourth is answered 429.
 */
export const authRateLimits = {
  enabled: true,
  window: 60,
  max: 120,
  storage: 'memory',
  customRules: {
    // Every page load checks the session; many people can share one address (an office, a school).
    '/get-session': false,
    '/sign-in/email': { window: 10, max: 3 },
    '/sign-up/email': { window: 60, max: 5 },
    '/request-password-reset': { window: 60, max: 3 },
    '/reset-password': { window: 60, max: 5 },
    '/send-verification-email': { window: 60, max: 3 },
    '/sign-in/magic-link': { window: 60, max: 3 },
    '/phone-number/send-otp': { window: 60, max: 3 },
    '/phone-number/verify': { window: 60, max: 10 },
    '/change-password': { window: 60, max: 5 },
  },
} satisfies BetterAuthOptions['rateLimit'];
