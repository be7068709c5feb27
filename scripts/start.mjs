#!/usr/bin/env node
// `npm start`: builds the web app when no build exists, then serves it and the API on one port.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const webDir = process.env.WEB_DIR ?? 'dist/web';
if (!existsSync(`${webDir}/index.html`)) {
  console.log('No build found: building the web app first…');
  const build = spawnSync('npx', ['vite', 'build', '--config', 'vite.config.ts', '--logLevel', 'warn'], {
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
