import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/**
 * Failed password sign-ins counted per account, whatever address they come from: the per-address
 * limit (three tries in ten seconds) cannot stop a botnet spreading guesses over many addresses, this
 * can. After `maxFailures` wrong passwords within `windowSeconds` the account takes no more password
 * sign-ins until the window ends (magic links, Google and password resets still work, so the owner is
 * never locked out for good). The count is kept for any address, known or not, so the answers do not
 * tell an attacker which accounts exist. A correct password clears it.
 */
export const accountSignInLimits = { maxFailures: 10, windowSeconds: 15 * 60 };

export interface AccountSignInThrottle {
  /** Seconds until the account takes password sign-ins again, or 0 when it does now. */
  blockedFor(email: string): Promise<number>;
  recordFailure(email: string): Promise<void>;
  clear(email: string): Promise<void>;
}

// Count one failure and start the window on the first; one round trip.
const recordScript = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return count`;
const readScript = `return { tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('TTL', KEYS[1]) }`;

const keyOf = (email: string) => `signin-failures:${email.trim().toLowerCase()}`;

/** Shared through Redis when there is one (every process sees the same count), else in this process. */
export function accountSignInThrottle(
  redis: Redis | undefined,
  log: FastifyBaseLogger,
  limits = accountSignInLimits,
): AccountSignInThrottle {
  const local = new Map<string, { count: number; resetAt: number }>();
  let warnedAt = 0;
  const fallBack = (error: unknown) => {
    if (Date.now() - warnedAt > 60_000) {
      warnedAt = Date.now();
      log.warn({ err: error }, 'sign-in throttle: redis unavailable, counting in this process');
    }
  };
  const localEntry = (key: string) => {
    const entry = local.get(key);
    if (entry && entry.resetAt > Date.now()) return entry;
    local.delete(key);
    return undefined;
  };

  return {
    async blockedFor(email) {
      const key = keyOf(email);
      if (redis) {
        try {
          const [count, ttl] = (await redis.eval(readScript, 1, key)) as [number, number];
          return count >= limits.maxFailures ? Math.max(1, ttl) : 0;
        } catch (error) {
          fallBack(error);
        }
      }
      const entry = localEntry(key);
      return entry && entry.count >= limits.maxFailures ? Math.ceil((entry.resetAt - Date.now()) / 1000) : 0;
    },
    async recordFailure(email) {
      const key = keyOf(email);
      if (redis) {
        try {
          await redis.eval(recordScript, 1, key, limits.windowSeconds);
          return;
        } catch (error) {
          fallBack(error);
        }
      }
      const entry = localEntry(key) ?? { count: 0, resetAt: Date.now() + limits.windowSeconds * 1000 };
      entry.count++;
      local.set(key, entry);
      if (local.size > 50_000) for (const [k] of local) localEntry(k);
    },
    async clear(email) {
      const key = keyOf(email);
      local.delete(key);
      if (redis) await redis.del(key).catch(fallBack);
    },
  };
}
