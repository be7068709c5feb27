import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

type Rule = { window: number; max: number };
type Verdict = { allowed: boolean; retryAfter: number | null };

// One round trip: count the request, start the window on the first one, report count and time left.
const consumeScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('TTL', KEYS[1])
return { count, ttl }`;

/**
 * better-auth's rate-limit store shared by every server process through Redis (a fixed window per
 * client address and endpoint). If Redis is down the same limits apply per process, with a warning
 * logged — never an error for the user.
 */
export function sharedRateLimitStore(redis: Redis, log: FastifyBaseLogger) {
  const local = new Map<string, { count: number; resetAt: number }>();
  let warnedAt = 0;

  const consumeLocally = (key: string, rule: Rule): Verdict => {
    const now = Date.now();
    let entry = local.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + rule.window * 1000 };
      local.set(key, entry);
    }
    entry.count++;
    if (local.size > 50_000) for (const [k, v] of local) if (v.resetAt <= now) local.delete(k);
    return entry.count <= rule.max
      ? { allowed: true, retryAfter: null }
      : { allowed: false, retryAfter: Math.ceil((entry.resetAt - now) / 1000) };
  };

  return {
    async consume(key: string, rule: Rule): Promise<Verdict> {
      try {
        const [count, ttl] = (await redis.eval(consumeScript, 1, `rate:${key}`, rule.window)) as [
          number,
          number,
        ];
        return count <= rule.max
          ? { allowed: true, retryAfter: null }
          : { allowed: false, retryAfter: Math.max(1, ttl) };
      } catch (error) {
        if (Date.now() - warnedAt > 60_000) {
          warnedAt = Date.now();
          log.warn({ err: error }, 'rate limits: redis unavailable, counting in this process');
        }
        return consumeLocally(key, rule);
      }
    },
  };
}
