import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Builds the web app for the browser tests when there is no build or the sources are newer. Run once
 * before the browser tests start: by their global set-up, or by scripts/run-tests.mjs before it starts
 * two lines of them at once (two builds into one folder would race).
 */
export function buildWebIfStale(): void {
  if (process.env.E2E_WEB_DIR) return;
  const built = path.resolve('dist/web/index.html');
  if (
    fs.existsSync(built) &&
    newestMtime(['src/web', 'src/shared', 'public', 'scripts', 'vite.config.ts']) < fs.statSync(built).mtimeMs
  ) {
    return;
  }
  // Vitest runs with NODE_ENV=test; the browser tests must exercise the production build.
  execFileSync('npx', ['vite', 'build', '--config', 'vite.config.ts', '--logLevel', 'warn'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}

function newestMtime(paths: string[]): number {
  let newest = 0;
  for (const p of paths) {
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      const children = fs.readdirSync(p).map((name) => path.join(p, name));
      newest = Math.max(newest, newestMtime(children));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  }
  return newest;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) buildWebIfStale();
