import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The real entry point as an operator runs it: a child process with an environment. */
function runMain(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postura-main-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe('main.ts', () => {
  it('refuses to start on an invalid variable and names it', async () => {
    const run = runMain({ PORT: 'eighty', MAINTENANCE_MODE: 'maybe' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('Invalid configuration');
    expect(run.output()).toMatch(/PORT: /);
    expect(run.output()).toMatch(/MAINTENANCE_MODE: must be true or false/);
    // Starting tsx on a busy machine can take longer than the 5 s default; the exit code is what counts.
  }, 30_000);

  it('listens, logs structured JSON, and shuts down cleanly on SIGTERM', async () => {
    const run = runMain({ LOG_LEVEL: 'info' });
    const deadline = Date.now() + 20_000;
    while (!run.output().includes('Server listening') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const line = run
      .output()
      .split('\n')
      .find((l) => l.includes('Server listening'));
    expect(JSON.parse(line!)).toMatchObject({ level: 30, msg: expect.stringContaining('Server listening') });
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain('shutting down');
  }, 30_000);
});
