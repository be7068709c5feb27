import compress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config/load-config';
import { createDatabase, type DatabaseHandle } from './db/create-database';
import { migrateToLatest } from './db/migrate';
import { openCountryLookup, type CountryLookup } from './geo/country-lookup';
import { geoRoute } from './geo/geo-route';
import { healthRoute } from './health/health-route';
import { loggerOptions } from './http/logger-options';
import { registerSecurityHeaders } from './http/security-headers';
import { loadIndexHtml } from './static/index-html';
import { serveWebApp } from './static/serve-web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    countryOf: CountryLookup;
  }
}

export interface BuildOptions {
  /** A database opened by the caller (tests pass a fresh PostgreSQL schema); closed with the app. */
  database?: DatabaseHandle;
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
  await migrateToLatest(database.db);

  const indexHtml = loadIndexHtml(config.webDir);
  await registerSecurityHeaders(app, config, indexHtml.inlineScriptHashes);
  await app.register(compress, { threshold: 1024 });

  await app.register(healthRoute);
  await app.register(geoRoute);
  await serveWebApp(app, config.webDir, indexHtml);

  await app.ready();
  return app;
}
