import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** A port nobody listens on right now (the OS picks it; we let go of it at once). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  readonly base: string;
  /** Whether the process is running (it did not crash or get killed). */
  readonly running: boolean;
  /** Everything the process wrote (stdout and stderr), for assertions and failure messages. */
  readonly output: string;
  /** Starts the server and resolves once /api/health answers (any status) — the port is served. */
  start(): Promise<void>;
  /** kill -9: no shutdown hook runs, in-flight requests are cut. */
  kill(): Promise<void>;
}

/** Tests run from the repository root (as vitest does). */
const repoRoot = path.resolve('.');

/**
 * The real server (`src/server/main.ts`) as a child process on a fixed port, so it can be killed and
 * started again over the same data, as a crash and a supervisor's restart would do.
 */
export function serverProcess(port: number, env: Record<string, string>): ServerProcess {
  const base = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';

  const running = () => Boolean(child && child.exitCode === null && child.signalCode === null);

  return {
    base,
    get running() {
      return running();
    },
    get output() {
      return output;
    },
    async start() {
      if (running()) throw new Error('the server is already running');
      child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
        cwd: repoRoot,
        env: {
          PATH: process.env.PATH ?? '',
          HOME: process.env.HOME ?? '',
          NODE_ENV: 'test',
          HOST: '127.0.0.1',
          PORT: String(port),
          LOG_LEVEL: 'warn',
          TRUST_PROXY: 'true',
          ...env,
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      // If the test process ends before afterAll runs, take the server down with it.
      const started = child;
      const orphanGuard = () => started.kill('SIGKILL');
      process.once('exit', orphanGuard);
      started.once('exit', () => process.removeListener('exit', orphanGuard));
      child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const deadline = Date.now() + 60_000;
      while (Date.now() < deadline) {
        if (!running()) throw new Error(`the server exited during start-up:\n${output}`);
        try {
          await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1000) });
          return;
        } catch {
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      throw new Error(`the server did not start within 60 s:\n${output}`);
    },
    async kill() {
      const current = child;
      if (!current || !running()) return;
      const exited = new Promise((resolve) => current.once('exit', resolve));
      current.kill('SIGKILL');
      await exited;
    },
  };
}
