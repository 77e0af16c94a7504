import type { Redis } from "ioredis";
import { redisBounded as bounded } from "./redis-bounded.js";

/**
 * Short-lived sign-in state in Redis, shared by API replicas: the second step of a login (a
 * challenge, kept as its SHA-256 only) and when each session was last active (idle logout).
 * Keys live under the app's queue prefix, like the rate counters.
 */
export interface SessionStore {
  /** Stores `value` under `key` for `ttlMs`. */
  put(key: string, value: string, ttlMs: number): Promise<void>;
  get(key: string): Promise<string | null>;
  drop(key: string): Promise<void>;
  /** Extends `key` by `ttlMs` when it exists; false when it had expired (or never existed). */
  extend(key: string, ttlMs: number): Promise<boolean>;
}

export function createRedisSessionStore(redis: Redis, prefix: string): SessionStore {
  const full = (key: string) => `${prefix}:session:${key}`;
  return {
    async put(key, value, ttlMs) {
      await bounded(redis.set(full(key), value, "PX", Math.max(1, Math.ceil(ttlMs))));
    },
    async get(key) {
      return await bounded(redis.get(full(key)));
    },
    async drop(key) {
      await bounded(redis.del(full(key)));
    },
    async extend(key, ttlMs) {
      return (await bounded(redis.pexpire(full(key), Math.max(1, Math.ceil(ttlMs))))) === 1;
    },
  };
}
