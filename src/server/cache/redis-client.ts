import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The shared Redis connection when REDIS_URL is set. It fails fast instead of queueing commands while
 * Redis is unreachable, so callers can fall back to per-process state at once; the outage is logged
 * once a minute, not on every request.
 */
export function createRedis(url: string, keyPrefix: string, log: FastifyBaseLogger): Redis {
  const redis = new Redis(url, {
    keyPrefix,
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 500, 5000),
  });
  let lastWarning = 0;
  redis.on('error', (error: Error) => {
    if (Date.now() - lastWarning < 60_000) return;
    lastWarning = Date.now();
    log.warn({ err: error }, 'redis: unreachable; rate limits fall back to this process until it is back');
  });
  return redis;
}
