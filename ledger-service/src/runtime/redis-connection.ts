import { Redis, type RedisOptions } from "ioredis";

/** Where Redis is and how to sign in to it: `REDIS_URL` (a password may be inside it) and `REDIS_PASSWORD`. */
export interface RedisSettings {
  REDIS_URL: string;
  /** Redis's `requirepass` (or the ACL user's password): wins over one inside REDIS_URL. */
  REDIS_PASSWORD?: string | undefined;
}

export const DEFAULT_REDIS_URL = "redis://127.0.0.1:6379";

/** The settings from the environment, for scripts and test helpers that do not load the whole configuration. */
export function redisSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): RedisSettings {
  return { REDIS_URL: env.REDIS_URL || DEFAULT_REDIS_URL, REDIS_PASSWORD: env.REDIS_PASSWORD || undefined };
}

/**
 * The one place a Redis connection is made (API, workers, projections, BullMQ's queues and
 * workers, the rate limiters, the operator's CLI, test helpers and scripts): REDIS_URL with
 * REDIS_PASSWORD when set. BullMQ's extra connections are duplicates of these, password included.
 */
export function createRedis(settings: RedisSettings, options: RedisOptions = {}): Redis {
  return new Redis(settings.REDIS_URL, { ...(settings.REDIS_PASSWORD ? { password: settings.REDIS_PASSWORD } : {}), ...options });
}

export const REDIS_AUTH_MESSAGE =
  "Redis refused the connection: it needs a password (set REDIS_PASSWORD or put it in REDIS_URL as redis://:password@host:port), or the one given is wrong.";

const isAuthRefusal = (error: unknown) =>
  /^(NOAUTH|WRONGPASS|ERR invalid password|ERR AUTH)/i.test(error instanceof Error ? error.message : "");

/**
 * At start: a Redis that refuses our password (or wants one we did not give) stops the process
 * with one line naming the setting. A Redis that does not answer within `waitMs` is left to the
 * usual reconnects (requests then count limits in memory, docs/reliability.md).
 */
export async function refuseWithoutRedisAuth(settings: RedisSettings, waitMs = 3000): Promise<void> {
  // Its own connection that tries once: an unreachable Redis answers "closed" at once.
  const redis = createRedis(settings, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: waitMs });
  redis.on("error", () => {});
  let timer: NodeJS.Timeout | undefined;
  const answered = await Promise.race([
    redis.ping().then(
      () => null,
      (error: unknown) => error,
    ),
    new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), waitMs);
    }),
  ]);
  clearTimeout(timer);
  redis.disconnect();
  if (isAuthRefusal(answered)) throw new Error(REDIS_AUTH_MESSAGE);
}
