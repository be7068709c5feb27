import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { HttpClient } from '../../../tests/support/http-client';
import { freePort, serverProcess, type ServerProcess } from '../../../tests/support/server-process';
import { startTcpProxy, type TcpProxy } from '../../../tests/support/tcp-proxy';
import { fakeWebDir } from '../../../tests/support/test-app';

/**
 * Redis goes away while the real server (a child process) runs — the case scale-out.test.ts does not
 * cover, where Redis was never there. Sign-in limits must hold per process, with a warning in the log,
 * never a 500 or a hang; when Redis is back the limits are shared through it again.
 */
describe('Redis lost while the server runs', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'postura-redis-'));
  const prefix = `postura-test-${randomBytes(4).toString('hex')}:`;
  const redis = new Redis('redis://127.0.0.1:6379', { lazyConnect: true });
  let proxy: TcpProxy;
  let server: ServerProcess;

  beforeAll(async () => {
    proxy = await startTcpProxy({ host: '127.0.0.1', port: 6379 });
    server = serverProcess(await freePort(), {
      DATA_DIR: dataDir,
      WEB_DIR: fakeWebDir(),
      REDIS_URL: `redis://127.0.0.1:${proxy.port}`,
      REDIS_KEY_PREFIX: prefix,
    });
    await server.start();
    // The server counts in-process until its Redis connection is ready: wait for that first.
    let warmUp = 0;
    await vi.waitFor(
      async () => {
        await new HttpClient(server.base, '198.51.100.90').post('/api/auth/sign-in/email', {
          email: `warm-up-${warmUp++}@example.com`,
          password: 'wrong password 9',
        });
        if ((await redis.keys(`${prefix}rate:*`)).length === 0) throw new Error('Redis not in use yet');
      },
      { timeout: 15_000, interval: 500 },
    );
  }, 90_000);

  afterAll(async () => {
    await server?.kill();
    await proxy?.close();
    const keys = await redis.keys(`${prefix}*`).catch(() => []);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Four wrong passwords in a row from one address; returns the statuses and the slowest answer. */
  const fourAttempts = async (ip: string, email: string) => {
    const client = new HttpClient(server.base, ip);
    const statuses: number[] = [];
    let slowest = 0;
    for (let i = 0; i < 4; i++) {
      const t0 = performance.now();
      statuses.push(
        (await client.post('/api/auth/sign-in/email', { email, password: 'wrong password 9' })).status,
      );
      slowest = Math.max(slowest, performance.now() - t0);
    }
    return { statuses, slowest };
  };
  const refusedThenLimited = [
    expect.toBeOneOf([401, 403]),
    expect.toBeOneOf([401, 403]),
    expect.toBeOneOf([401, 403]),
    429,
  ];
  const sharedKeys = async () => (await redis.keys(`${prefix}*`)).length;

  it('limits per process with a warning while Redis is down, and shares again once it is back', async () => {
    const up = await fourAttempts('198.51.100.91', 'one@example.com');
    expect(up.statuses).toEqual(refusedThenLimited);
    const keysWhileUp = await sharedKeys();
    expect(keysWhileUp).toBeGreaterThan(0);

    await proxy.outage('refuse');
    const down = await fourAttempts('198.51.100.92', 'two@example.com');
    expect(down.statuses).toEqual(refusedThenLimited);
    expect(down.slowest).toBeLessThan(3000);
    // Other pages do not care about Redis at all.
    expect((await new HttpClient(server.base).get('/api/health')).status).toBe(200);
    expect(await sharedKeys()).toBe(keysWhileUp);
    // One warning (not an error) says where the limits are counted now.
    await expect
      .poll(() => server.output, { timeout: 5000 })
      .toMatch(/"level":40,.*"msg":"(redis: unreachable|rate limits: redis unavailable)/);
    expect(server.output).not.toMatch(/"level":(50|60)/);

    await proxy.restore();
    // ioredis reconnects on its own (within its 5 s back-off); limits then land in Redis again.
    await expect
      .poll(
        async () => {
          await fourAttempts(`198.51.100.${93 + Math.floor(Math.random() * 100)}`, 'three@example.com');
          return sharedKeys();
        },
        { timeout: 15_000, interval: 500 },
      )
      .toBeGreaterThan(keysWhileUp);
    expect(server.running).toBe(true);
  }, 60_000);
});
