import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from '../../tests/support/server-process';

export interface ServerProcess {
  url: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** CPU time (user + system) the process has used so far, in seconds (Linux; 0 elsewhere). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** utime + stime from /proc/<pid>/stat, in clock ticks of 1/100 s (USER_HZ on Linux). */
function cpuSeconds(pid: number | undefined): number {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
}

/**
 * Starts a TypeScript entry point as its own Node process (`node --import tsx`, as `npm start` does),
 * with PORT set, and waits until `readyPath` answers 200. Its output is kept for a later grep.
 */
export async function startServerProcess(
  script: string,
  env: Record<string, string>,
  readyPath = '/api/health',
): Promise<ServerProcess> {
  const port = await freePort();
  // BENCH_CPU_PROF=<dir>: each server writes a V8 CPU profile there when it stops (open in DevTools).
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', script], {
    env: { ...process.env, HOST: '127.0.0.1', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited at start-up:\n${output}`);
    const ok = await fetch(url + readyPath).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not answer ${readyPath} within 60 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  return {
    url,
    output: () => output,
    cpuSeconds: () => cpuSeconds(child.pid),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
