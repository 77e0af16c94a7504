import { createRedis, redisSettingsFromEnv } from "../src/runtime/redis-connection.js";

/** Deletes every key under `prefix:` (a test's queues and counters), in slices. */
export async function dropRedisKeys(redisUrl: string, prefix: string): Promise<void> {
  const redis = createRedis({ ...redisSettingsFromEnv(), REDIS_URL: redisUrl }, { maxRetriesPerRequest: 3 });
  try {
    const keys = await redis.keys(`${prefix}:*`);
    for (let i = 0; i < keys.length; i += 1000) await redis.del(...keys.slice(i, i + 1000));
  } finally {
    redis.disconnect();
  }
}
