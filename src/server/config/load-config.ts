import path from 'node:path';
import { envSchema } from './env-schema';

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

/** The typed configuration the rest of the server reads; parsed once at start-up. */
export interface Config {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string | undefined;
  dataDir: string;
  webDir: string;
  database: DatabaseConfig;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  authSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Where /contact messages are sent. */
  supportEmail: string;
  google: { clientId: string; clientSecret: string; issuer: string } | undefined;
  /** Present only when Stripe is configured (secret key, webhook secret and both price ids). */
  stripe:
    | {
        secretKey: string;
        webhookSecret: string;
        priceMonthly: string;
        priceYearly: string;
        publishableKey: string | undefined;
        /** A local stand-in's address (tests); Stripe's own API otherwise. */
        apiUrl: string | undefined;
      }
    | undefined;
  /** Prices shown when Stripe is not configured, in minor units. */
  fallbackPrices: { monthly: number; yearly: number; currency: string };
  smsProvider: 'outbox';
  /** What makes a day count towards a streak on /progress. */
  streak: { minMinutes: number; minGoodShare: number };
  maintenanceMode: boolean;
  gaMeasurementId: string | undefined;
  trustProxy: boolean | number | string;
  logLevel: string;
  /** Background jobs: the queue (pg-boss on PostgreSQL, in-process on SQLite) and its workers. */
  jobs: {
    /** Whether this process runs job workers and the weekly report's scheduler. */
    workers: boolean;
    /** pg-boss's schema on PostgreSQL. */
    schema: string;
    pollSeconds: number;
    retryLimit: number;
    retryDelaySeconds: number;
    expireSeconds: number;
    schedulerSeconds: number;
  };
}

/**
 * Reads the environment once. An invalid value throws a ConfigError naming each variable at fault,
 * so start-up stops with a message an operator can act on.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`PORT=`) means "not set", as shells and .env files usually intend.
  const env = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    dataDir,
    webDir: path.resolve(e.WEB_DIR),
    database: databaseConfig(e.DATABASE_URL, dataDir),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.GOOGLE_ISSUER }
        : undefined,
    stripe:
      e.STRIPE_SECRET_KEY && e.STRIPE_WEBHOOK_SECRET && e.STRIPE_PRICE_MONTHLY && e.STRIPE_PRICE_YEARLY
        ? {
            secretKey: e.STRIPE_SECRET_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            priceMonthly: e.STRIPE_PRICE_MONTHLY,
            priceYearly: e.STRIPE_PRICE_YEARLY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            apiUrl: e.STRIPE_API_URL,
          }
        : undefined,
    fallbackPrices: {
      monthly: toMinorUnits(e.PLAN_PRICE_MONTHLY),
      yearly: toMinorUnits(e.PLAN_PRICE_YEARLY),
      currency: e.PLAN_CURRENCY,
    },
    smsProvider: e.SMS_PROVIDER,
    streak: { minMinutes: e.STREAK_MIN_MINUTES, minGoodShare: e.STREAK_MIN_GOOD_PERCENT / 100 },
    maintenanceMode: e.MAINTENANCE_MODE,
    gaMeasurementId: e.GA_MEASUREMENT_ID,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    jobs: {
      workers: e.JOB_WORKERS ?? e.NODE_ENV !== 'test',
      schema: e.JOB_SCHEMA,
      pollSeconds: e.JOB_POLL_SECONDS,
      retryLimit: e.JOB_RETRY_LIMIT,
      retryDelaySeconds: e.JOB_RETRY_DELAY_SECONDS,
      expireSeconds: e.JOB_EXPIRE_SECONDS,
      schedulerSeconds: e.REPORT_SCHEDULER_SECONDS,
    },
  };
}

function databaseConfig(url: string | undefined, dataDir: string): DatabaseConfig {
  if (url?.startsWith('postgres')) return { kind: 'postgres', url };
  const file = url?.startsWith('sqlite:')
    ? url.slice('sqlite:'.length)
    : path.join(dataDir, 'postura.sqlite');
  return { kind: 'sqlite', file: file === ':memory:' ? file : path.resolve(file) };
}

function toMinorUnits(amount: string): number {
  const [whole = '0', fraction = ''] = amount.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

function parseTrustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
