import { randomUUID } from "node:crypto";
import { once } from "node:events";
import net from "node:net";
import { Redis } from "ioredis";
import { afterEach, describe, expect, it } from "vitest";
import { dropRedisKeys } from "../../testing/redis-keys.js";
import { createJobQueues } from "./queues.js";

const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `si-test-queues-${randomUUID().slice(0, 8)}`;

/** A TCP proxy to Redis whose answers arrive `delayMs` late (a slow or loaded Redis). */
async function slowRedis(delayMs: number): Promise<{ url: string; close(): Promise<void> }> {
  const target = new URL(redisUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 6379), target.hostname);
    for (const s of [client, upstream]) {
      sockets.add(s);
      s.on("error", () => {});
      s.on("close", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.on("data", (chunk) => upstream.write(chunk));
    upstream.on("data", (chunk) => setTimeout(() => client.writable && client.write(chunk), delayMs));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    close: async () => {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe("job queues", () => {
  afterEach(async () => {
    await dropRedisKeys(redisUrl, prefix);
  });

  it("when the queues are closed while their start-up checks are on their way (a refused start), then the connection closes with nothing left to reject", async () => {
    const rejections: unknown[] = [];
    const record = (reason: unknown) => rejections.push(reason);
    process.on("unhandledRejection", record);
    const slow = await slowRedis(300);
    try {
      const redis = new Redis(slow.url, { maxRetriesPerRequest: null, lazyConnect: false });
      const queues = createJobQueues(redis, prefix);
      // Connected: each queue has just asked Redis for its version; the answers are 300 ms away.
      await once(redis, "ready");
      await queues.close();
      redis.disconnect();
      await new Promise((r) => setTimeout(r, 1000));
    } finally {
      await slow.close();
      process.off("unhandledRejection", record);
    }
    expect(rejections.map(String)).toEqual([]);
  });
});
