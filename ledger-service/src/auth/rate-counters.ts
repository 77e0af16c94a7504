import type { Redis } from "ioredis";
import { redisBounded } from "./redis-bounded.js";

/** One scope of an attempt: its failure count, its hold, and the wait rule `attempt` applies. */
export interface AttemptScope {
  failures: string;
  hold: string;
  windowSeconds: number;
  /** Attempts that leave no wait behind; from this count on, each one holds the scope. */
  free: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
}

/**
 * Fixed-window counters in Redis, so a limit holds across API replicas. Keys live under the
 * app's queue prefix (tests run in private prefixes and cannot see each other's counts). Every
 * call is bounded in time (redis-bounded.ts): a Redis that is away answers 503, not a hang.
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
  /**
   * Counts one attempt in every scope and decides it, in one atomic step (one Lua script): the
   * attempt is counted whatever the answer; it is refused when any scope was held already
   * (answer: the longest wait left, in seconds); otherwise allowed, and each scope whose count
   * has reached its free attempts is held at once for the wait this count earns, as if the
   * attempt will fail. Parallel attempts therefore cannot all pass before one is recorded.
   */
  attempt(scopes: AttemptScope[]): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
  /**
   * Takes back one attempt of each scope (it succeeded and must not count as a failure); a
   * scope whose count falls below its free attempts loses its hold.
   */
  refund(scopes: Array<Pick<AttemptScope, "failures" | "hold" | "free">>): Promise<void>;
}

/** KEYS: failures1, hold1, failures2, hold2, ...; ARGV: window, free, firstWait, maxWait per scope. */
const ATTEMPT_SCRIPT = `
local n = #KEYS / 2
local held = 0
local counts = {}
for i = 1, n do
  local failures, hold = KEYS[2*i-1], KEYS[2*i]
  local window = tonumber(ARGV[4*i-3])
  redis.call('SET', failures, '0', 'EX', window, 'NX')
  counts[i] = redis.call('INCR', failures)
  local left = redis.call('PTTL', hold)
  if left > held then held = left end
end
if held > 0 then return held end
for i = 1, n do
  local free, first, max = tonumber(ARGV[4*i-2]), tonumber(ARGV[4*i-1]), tonumber(ARGV[4*i])
  if counts[i] >= free then
    local wait = math.min(max, first * 2 ^ math.min(20, counts[i] - free))
    redis.call('SET', KEYS[2*i], '1', 'EX', math.max(1, math.ceil(wait)))
  end
end
return 0
`;

/** KEYS: failures1, hold1, ...; ARGV: free per scope. */
const REFUND_SCRIPT = `
for i = 1, #KEYS / 2 do
  local failures, hold = KEYS[2*i-1], KEYS[2*i]
  if redis.call('EXISTS', failures) == 1 then
    local c = redis.call('DECR', failures)
    if c <= 0 then redis.call('DEL', failures) end
    if c < tonumber(ARGV[i]) then redis.call('DEL', hold) end
  end
end
return 0
`;

export function createRedisCounters(redis: Redis, prefix: string): RateCounters {
  const full = (key: string) => `${prefix}:rate:${key}`;
  return {
    async hit(key, windowSeconds) {
      const k = full(key);
      const result = await redisBounded(redis.multi().set(k, "0", "EX", windowSeconds, "NX").incr(k).ttl(k).exec());
      const count = Number(result?.[1]?.[1] ?? 0);
      const ttl = Number(result?.[2]?.[1] ?? windowSeconds);
      return { count, retryAfterSeconds: ttl > 0 ? ttl : windowSeconds };
    },
    async peek(key) {
      return Number((await redisBounded(redis.get(full(key)))) ?? 0);
    },
    async reset(key) {
      await redisBounded(redis.del(full(key)));
    },
    async hold(key, seconds) {
      await redisBounded(redis.set(full(key), "1", "EX", Math.max(1, Math.ceil(seconds))));
    },
    async heldFor(key) {
      const ttl = await redisBounded(redis.ttl(full(key)));
      return Math.max(ttl, 0);
    },
    async attempt(scopes) {
      const keys = scopes.flatMap((s) => [full(s.failures), full(s.hold)]);
      const args = scopes.flatMap((s) => [s.windowSeconds, s.free, s.firstWaitSeconds, s.maxWaitSeconds]);
      const heldMs = Number(await redisBounded(redis.eval(ATTEMPT_SCRIPT, keys.length, ...keys, ...args)));
      return heldMs > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(heldMs / 1000) } : { allowed: true };
    },
    async refund(scopes) {
      if (scopes.length === 0) return;
      const keys = scopes.flatMap((s) => [full(s.failures), full(s.hold)]);
      await redisBounded(redis.eval(REFUND_SCRIPT, keys.length, ...keys, ...scopes.map((s) => s.free)));
    },
  };
}
