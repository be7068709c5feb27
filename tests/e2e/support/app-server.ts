import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { testConfig } from '../../support/test-app';

/** The build under test. E2E_WEB_DIR: a build made elsewhere (e.g. while the sources are being rebuilt). */
export const builtWebDir = path.resolve(process.env.E2E_WEB_DIR ?? 'dist/web');

export interface RunningApp {
  app: FastifyInstance;
  url: string;
  webDir: string;
  close(): Promise<void>;
}

/**
 * The real server with the real build on a random loopback port. With `copyBuild`, it serves a
 * private copy of the build that the test may damage (e.g. delete a chunk).
 */
export async function startAppServer(
  options: { copyBuild?: boolean; env?: Record<string, string> } = {},
): Promise<RunningApp> {
  let webDir = builtWebDir;
  if (options.copyBuild) {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'postura-build-'));
    fs.cpSync(webDir, copy, { recursive: true });
    webDir = copy;
  }
  const app = await buildApp(testConfig({ WEB_DIR: webDir, ...options.env }), { logger: false });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    url,
    webDir,
    close: async () => {
      await app.close();
      if (options.copyBuild) fs.rmSync(webDir, { recursive: true, force: true });
    },
  };
}
