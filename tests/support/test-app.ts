import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config/load-config';
import type { DatabaseHandle } from '../../src/server/db/create-database';

/** A configuration for tests: embedded defaults, a private data folder, quiet logs. */
export function testConfig(env: Record<string, string> = {}): Config {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postura-data-'));
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
}

/**
 * A tiny stand-in for the built web app (index.html with an inline script, one hashed asset), so the
 * HTTP tests of static serving do not depend on a Vite build.
 */
export function fakeWebDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'postura-web-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html lang="en"><head><script>window.themeSet=1</script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(dir, 'assets', 'app-abc123.js'), 'console.log("app");'.repeat(200));
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

export async function startTestApp(
  options: { env?: Record<string, string>; database?: DatabaseHandle } = {},
): Promise<FastifyInstance> {
  return buildApp(testConfig({ WEB_DIR: fakeWebDir(), ...options.env }), {
    database: options.database,
    logger: false,
  });
}
