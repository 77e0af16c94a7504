import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
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
  /**
   * Counted, but neither refuses the attempt nor sets a hold: failures on an account keep being
   * counted (and alert the owner) while a device that signed in before is exempt from its hold.
   */
  countOnly?: boolean;
}

export type AttemptDecision = { counts: number[] } & ({ allowed: true } | { allowed: false; retryAfterSeconds: number });

/**
 * Counters for rate limits, built on rate-limiter-flexible: Redis, so a limit holds across API
 * replicas, with an in-memory limiter of the same rules as insurance (a Redis that is away or not
 * ready is not waited for: this process counts on alone until it is back). Keys live under the
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
  /**
   * Counts one attempt in every scope (each count is one atomic increment, so parallel attempts
   * get distinct counts) and decides it: refused while an enforced scope is held (answer: the
   * longest wait left). A scope whose count has reached its free attempts must claim its hold
   * (an atomic take of one point, for the wait this count earns): only the attempt that claims
   * it may be checked; parallel ones find it taken and are refused.
   */
  attempt(scopes: AttemptScope[]): Promise<AttemptDecision>;
  /** Takes back one attempt of each scope; a scope whose count falls below its free attempts loses its hold. */
  refund(scopes: Array<Pick<AttemptScope, "failures" | "hold" | "free" | "windowSeconds">>): Promise<void>;
}

const NEVER_FULL = 1_000_000_000;

type Limiter = RateLimiterRedis;

export function createRedisCounters(redis: Redis, prefix: string): RateCounters {
  const keyPrefix = `${prefix}:rate`;
  const limiters = new Map<string, Limiter>();
  /** One limiter per (points, window): rate-limiter-flexible fixes both per instance. */
  const limiter = (points: number, duration: number): Limiter => {
    const id = `${points}:${duration}`;
    let found = limiters.get(id);
    if (!found) {
      found = new RateLimiterRedis({
        storeClient: redis,
        keyPrefix,
        points,
        duration,
        rejectIfRedisNotReady: true,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
      });
      limiters.set(id, found);
    }
    return found;
  };
  const counter = (windowSeconds: number) => limiter(NEVER_FULL, windowSeconds);
  /** Every limiter made so far (at least one): a key's count may sit in any of their in-memory insurances. */
  const everyLimiter = () => {
    counter(1);
    return limiters.values();
  };
  /** Holds: one point a hold; its duration is given when it is taken. */
  const holds = () => limiter(1, 1);
  const bounded = <T>(p: Promise<T>) => redisBounded(p);
  const msLeft = (res: RateLimiterRes | null) => (res && res.consumedPoints > 0 ? Math.max(0, res.msBeforeNext) : 0);

  /** Claims the hold of `key` for `seconds`: true when this call took it, false when it was held. */
  const claimHold = (key: string, seconds: number): Promise<{ claimed: boolean; msLeft: number }> =>
    bounded(
      holds()
        .consume(key, 1, { customDuration: Math.max(1, Math.ceil(seconds)) })
        .then(
          () => ({ claimed: true, msLeft: 0 }),
          // A refusal (the hold taken already) is an answer, not Redis being away.
          (error: unknown) => (error instanceof RateLimiterRes ? { claimed: false, msLeft: error.msBeforeNext } : Promise.reject(error)),
        ),
    );

  return {
    async hit(key, windowSeconds) {
      const res = await bounded(counter(windowSeconds).consume(key, 1));
      const left = Math.ceil(res.msBeforeNext / 1000);
      return { count: res.consumedPoints, retryAfterSeconds: left > 0 ? left : windowSeconds };
    },
    async peek(key) {
      // Every Redis limiter of this prefix reads the same key; their in-memory insurances do not.
      const found = await Promise.all([...everyLimiter()].map((l) => bounded(l.get(key))));
      return Math.max(0, ...found.map((r) => r?.consumedPoints ?? 0));
    },
    async reset(key) {
      await Promise.all([...everyLimiter()].map((l) => bounded(l.delete(key))));
    },
    async hold(key, seconds) {
      await bounded(holds().block(key, Math.max(1, Math.ceil(seconds))));
    },
    async heldFor(key) {
      return Math.ceil(msLeft(await bounded(holds().get(key))) / 1000);
    },
    async attempt(scopes) {
      const counts = await Promise.all(
        scopes.map(async (s) => (await bounded(counter(s.windowSeconds).consume(s.failures, 1))).consumedPoints),
      );
      let heldMs = 0;
      for (const [i, s] of scopes.entries()) {
        if (s.countOnly) continue;
        const count = counts[i] ?? 0;
        if (count < s.free) {
          heldMs = Math.max(heldMs, msLeft(await bounded(holds().get(s.hold))));
          continue;
        }
        const wait = Math.min(s.maxWaitSeconds, s.firstWaitSeconds * 2 ** Math.min(20, count - s.free));
        const claim = await claimHold(s.hold, wait);
        if (!claim.claimed) heldMs = Math.max(heldMs, claim.msLeft);
      }
      return heldMs > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(heldMs / 1000), counts } : { allowed: true, counts };
    },
    async refund(scopes) {
      await Promise.all(
        scopes.map(async (s) => {
          const failures = counter(s.windowSeconds);
          const before = await bounded(failures.get(s.failures));
          if (!before || before.consumedPoints <= 0) return;
          const after = await bounded(failures.reward(s.failures, 1));
          if (after.consumedPoints <= 0) await bounded(failures.delete(s.failures));
          if (after.consumedPoints < s.free) await bounded(holds().delete(s.hold));
        }),
      );
    },
  };
}
