import { z } from 'zod';

/**
 * Every environment variable Postura reads, with its default. All are optional: the defaults give the
 * embedded mode (SQLite file, mail outbox, no payments). The README's configuration table follows this.
 */
const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const money = z.string().regex(/^\d{1,6}(\.\d{1,2})?$/, { message: 'must be an amount such as 4.99' });

const startsWith = (prefixes: string[]) => (value: string) => prefixes.some((p) => value.startsWith(p));

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url({ message: 'must be an absolute URL such as https://postura.example' }).optional(),
    DATA_DIR: z.string().min(1).default('./data'),
    WEB_DIR: z.string().min(1).default('./dist/web'),
    DATABASE_URL: z
      .string()
      .refine(startsWith(['postgres://', 'postgresql://', 'sqlite:']), {
        message: 'must start with postgres://, postgresql:// or sqlite:',
      })
      .optional(),
    REDIS_URL: z
      .string()
      .refine(startsWith(['redis://', 'rediss://']), { message: 'must start with redis:// or rediss://' })
      .optional(),
    // Namespaces Postura's keys when a Redis server is shared (tests use their own prefix).
    REDIS_KEY_PREFIX: z.string().min(1).max(64).default('postura:'),
    AUTH_SECRET: z.string().min(32, { message: 'must be at least 32 characters' }).optional(),
    SMTP_URL: z
      .string()
      .refine(startsWith(['smtp://', 'smtps://']), { message: 'must start with smtp:// or smtps://' })
      .optional(),
    MAIL_FROM: z.string().min(3).default('Postura <no-reply@postura.local>'),
    SUPPORT_EMAIL: z.email({ message: 'must be an e-mail address' }).default('support@postura.local'),
    GOOGLE_CLIENT_ID: z.string().min(1).optional(),
    GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
    GOOGLE_ISSUER: z.url({ message: 'must be an absolute URL' }).default('https://accounts.google.com'),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_', { message: 'must start with sk_' }).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_', { message: 'must start with whsec_' }).optional(),
    STRIPE_PRICE_MONTHLY: z.string().startsWith('price_', { message: 'must start with price_' }).optional(),
    STRIPE_PRICE_YEARLY: z.string().startsWith('price_', { message: 'must start with price_' }).optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_', { message: 'must start with pk_' }).optional(),
    // Only for a local stand-in of Stripe's API in tests (the SDK's host/port override).
    STRIPE_API_URL: z.url({ message: 'must be an absolute URL' }).optional(),
    // Prices shown when Stripe is not configured (with Stripe, the prices are read from it).
    PLAN_PRICE_MONTHLY: money.default('4.99'),
    PLAN_PRICE_YEARLY: money.default('39.99'),
    PLAN_CURRENCY: z
      .string()
      .regex(/^[a-zA-Z]{3}$/, { message: 'must be a three-letter currency code such as usd' })
      .transform((value) => value.toLowerCase())
      .default('usd'),
    // A streak day: at least this many minutes tracked, with at least this share in good posture.
    STREAK_MIN_MINUTES: z.coerce.number().int().min(1).max(1440).default(20),
    STREAK_MIN_GOOD_PERCENT: z.coerce.number().int().min(0).max(100).default(70),
    SMS_PROVIDER: z.enum(['outbox']).default('outbox'),
    MAINTENANCE_MODE: booleanString.default(false),
    GA_MEASUREMENT_ID: z
      .string()
      .regex(/^G-[A-Z0-9]+$/, { message: 'must look like G-XXXXXXX' })
      .optional(),
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|\d+|[\d.:/a-f, ]+)$/i, {
        message: 'must be true, false, a hop count or a list of addresses',
      })
      .default('false'),
    // Background jobs (the weekly report). Workers and the scheduler run in every process unless
    // turned off; tests turn them on where they test them.
    JOB_WORKERS: booleanString.optional(),
    JOB_SCHEMA: z
      .string()
      .regex(/^[a-z_][a-z0-9_]{0,62}$/, { message: 'must be a lower-case SQL name such as pgboss' })
      .default('pgboss'),
    JOB_POLL_SECONDS: z.coerce.number().min(0.5).max(300).default(2),
    JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(5),
    JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
    JOB_EXPIRE_SECONDS: z.coerce.number().int().min(1).max(86_400).default(300),
    REPORT_SCHEDULER_SECONDS: z.coerce.number().min(0.5).max(3600).default(60),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.STRIPE_SECRET_KEY) {
      for (const needed of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_YEARLY'] as const)
        if (!env[needed])
          ctx.addIssue({
            code: 'custom',
            path: [needed],
            message: 'must be set when STRIPE_SECRET_KEY is set',
          });
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      const missing = env.GOOGLE_CLIENT_ID ? 'GOOGLE_CLIENT_SECRET' : 'GOOGLE_CLIENT_ID';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'must be set together with its pair' });
    }
  });

export type Env = z.infer<typeof envSchema>;
