import type { Redis } from "ioredis";

/**
 * Fixed-window counters in Redis, so a limit holds across API replicas. Keys live under the
 * app's queue prefix (tests run in private prefixes and cannot see each other's counts).
 */
export interface RateCounters {
  /** Counts one more hit of `key` in a window that starts with its first hit. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; retryAfterSeconds: number }>;
  /** Current count without counting a hit. */
  peek(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Holds `key` for `seconds` (a wait imposed on the caller); a new hold replaces the old one. */
  hold(key: string, seconds: number): Promise<void>;
  /** Seconds left on the hold of `key` (0: none). */
  heldFor(key: string): Promise<number>;
}

export function createRedisCounters(redis: Redis, prefix: string): RateCounters {
  const full = (key: string) => `${prefix}:rate:${key}`;
  return {
    async hit(key, windowSeconds) {
      const k = full(key);
      const result = await redis.multi().set(k, "0", "EX", windowSeconds, "NX").incr(k).ttl(k).exec();
      const count = Number(result?.[1]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowSeconds);
      return { count, retryAfterSeconds: ttl > 0 ? ttl : windowSeconds };
    },
    async peek(key) {
      return Number((await redis.get(full(key))) ?? 0);
    },
    async reset(key) {
      await redis.del(full(key));
    },
    async hold(key, seconds) {
      await redis.set(full(key), "1", "EX", Math.max(1, Math.ceil(seconds)));
    },
    async heldFor(key) {
      const ttl = await redis.ttl(full(key));
      return Math.max(ttl, 0);
    },
  };
}
