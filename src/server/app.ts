import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { accountRoutes } from './account/account-routes';
import { accountSignInThrottle } from './auth/account-sign-in-throttle';
import { authRoutes } from './auth/auth-routes';
import { sessionAnswerer } from './auth/session-answer';
import { sessionRows } from './auth/session-rows';
import { sessionLookup } from './auth/session-lookup';
import { billingRoutes } from './billing/billing-routes';
import { createBillingService, type BillingService } from './billing/billing-service';
import { createRedis } from './cache/redis-client';
import { analyticsRoutes } from './analytics/analytics-routes';
import { contactRoutes } from './contact/contact-routes';
import { webhookRoute } from './billing/webhook-route';
import { resolveAuthSecret } from './auth/auth-secret';
import { createAuth, type Auth } from './auth/create-auth';
import type { Config } from './config/load-config';
import { publicConfigRoute } from './config/public-config-route';
import { createDatabase, type DatabaseHandle } from './db/create-database';
import { migrateToLatest } from './db/migrate';
import { posturePreferencesRoutes } from './posture/posture-preferences-routes';
import { postureRoutes } from './posture/posture-routes';
import { progressRoutes } from './progress/progress-routes';
import { deskCheckRoutes } from './desk-check/desk-check-routes';
import { openCountryLookup, type CountryLookup } from './geo/country-lookup';
import { geoRoute } from './geo/geo-route';
import { healthRoute } from './health/health-route';
import { loggerOptions } from './http/logger-options';
import { maintenanceMode } from './http/maintenance-mode';
import { originCheck } from './http/origin-check';
import { registerSecurityHeaders } from './http/security-headers';
import { handleStorageErrors } from './http/storage-errors';
import { createMailer, type Mailer } from './mail/create-mailer';
import { createSmsSender } from './sms/create-sms-sender';
import { loadIndexHtml } from './static/index-html';
import { seoRoutes } from './static/seo-routes';
import { serveWebApp } from './static/serve-web-app';
import { createJobQueue } from './jobs/create-job-queue';
import { weeklyReportRoutes } from './weekly-report/weekly-report-routes';
import { weeklyReports, type WeeklyReports } from './weekly-report/weekly-reports';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    countryOf: CountryLookup;
    auth: Auth;
    /** The signed-in user of a request to our own API, read straight from the session cookie and row. */
    signedInUserId: (request: FastifyRequest) => Promise<string | undefined>;
    mailer: Mailer;
    billing: BillingService;
    /** Shared state across processes when REDIS_URL is set. */
    redis: Redis | undefined;
    /** The weekly report e-mail: its scheduler, job and settings (see weekly-report/). */
    weeklyReports: WeeklyReports;
  }
}

export interface BuildOptions {
  /** A database opened by the caller (tests pass a fresh PostgreSQL schema); closed with the app. */
  database?: DatabaseHandle;
  /** Replaces the mail transport (rarely needed: tests use a real SMTP server through SMTP_URL). */
  mailer?: Mailer;
  /** Overrides the logger (tests silence it). */
  logger?: boolean;
}

/**
 * Builds the whole server without listening, so tests can `inject` or listen on a random port.
 * Order: outside plugins (headers, compression), the database, our routes, then the web app.
 */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    // Fastify accepts a hop count too; its typings only list the other forms.
    trustProxy: config.trustProxy as boolean | string,
    bodyLimit: 64 * 1024,
  });
  app.decorate('config', config);

  const database = options.database ?? createDatabase(config.database);
  app.decorate('database', database);
  app.decorate('countryOf', openCountryLookup());
  app.addHook('onClose', async () => database.close());
  await migrateToLatest(database.db, database.kind);

  const mailer = options.mailer ?? createMailer(config, app.log);
  app.decorate('mailer', mailer);
  const redis = config.redisUrl ? createRedis(config.redisUrl, config.redisKeyPrefix, app.log) : undefined;
  app.decorate('redis', redis);
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });
  const billing = createBillingService(config, database.db, app.log);
  app.decorate('billing', billing);
  const auth = createAuth({
    config,
    database,
    secret: await resolveAuthSecret(database.db, config.authSecret),
    mailer,
    sms: createSmsSender(config, app.log),
    log: app.log,
    cancelSubscription: (userId) => billing.cancelForDeletedUser(userId),
    redis,
  });
  app.decorate('auth', auth);
  const rows = sessionRows(auth, database);
  app.decorate('signedInUserId', sessionLookup(auth, rows));
  // Background jobs: the queue is pg-boss or in-process by database; workers run where configured.
  const reports = weeklyReports({
    db: database.db,
    kind: database.kind,
    config,
    mailer,
    queue: createJobQueue(config, database, app.log),
    log: app.log,
    authSecret: await resolveAuthSecret(database.db, config.authSecret),
  });
  app.decorate('weeklyReports', reports);
  if (config.jobs.workers) {
    await reports.start({ workers: true });
    // preClose runs before every onClose hook, so jobs finish before the database closes.
    app.addHook('preClose', async () => reports.stop());
  }

  const indexHtml = loadIndexHtml(config.webDir);
  await registerSecurityHeaders(app, config, indexHtml.inlineScriptHashes);
  await app.register(compress, { threshold: 1024 });
  await originCheck(app, config);
  await maintenanceMode(app);
  // Before the routes, which inherit it: a full disk or a lost database answers 503, not 500.
  handleStorageErrors(app);

  await app.register(healthRoute);
  await app.register(geoRoute);
  await app.register(publicConfigRoute);
  await app.register(accountRoutes);
  await app.register(postureRoutes);
  await app.register(posturePreferencesRoutes);
  await app.register(progressRoutes);
  await app.register(deskCheckRoutes);
  await app.register(contactRoutes);
  await app.register(analyticsRoutes);
  await app.register(weeklyReportRoutes, { reports });
  await app.register(billingRoutes, { billing });
  await app.register(webhookRoute, { billing });
  await app.register(authRoutes, {
    auth,
    throttle: accountSignInThrottle(redis, app.log),
    answerSession: sessionAnswerer(auth, rows),
  });
  await app.register(seoRoutes);
  await serveWebApp(app, config.webDir, indexHtml);

  await app.ready();
  return app;
}
