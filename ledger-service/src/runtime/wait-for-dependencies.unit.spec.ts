import { describe, expect, it } from "vitest";
import { redisOutages, waitFor, whereOf } from "./wait-for-dependencies.js";

function recorder() {
  const lines: string[] = [];
  const log = (a: unknown, b?: string) => lines.push(typeof a === "string" ? a : (b as string));
  return { lines, logger: { warn: log, info: log } as never };
}
const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5999"), { code: "ECONNREFUSED" });
const what = { service: "PostgreSQL", setting: "DATABASE_URL", where: "127.0.0.1:5999" };

describe("waiting for a service at start", () => {
  it("when PostgreSQL is down, then each attempt is one line naming it, its setting and address, and the pause doubles up to 30 s", async () => {
    const { lines, logger } = recorder();
    const pauses: number[] = [];
    let attempts = 0;
    await waitFor(
      what,
      async () => {
        if (++attempts < 8) throw refused;
      },
      { logger, sleep: async (ms) => void pauses.push(ms) },
    );
    expect(pauses).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
    expect(lines[0]).toBe("PostgreSQL at DATABASE_URL (127.0.0.1:5999) is not answering (ECONNREFUSED); retrying in 1 s");
    expect(lines[6]).toBe("PostgreSQL at DATABASE_URL (127.0.0.1:5999) is not answering (ECONNREFUSED); retrying in 30 s");
    expect(lines.at(-1)).toBe("PostgreSQL at DATABASE_URL (127.0.0.1:5999) answers");
    expect(lines).toHaveLength(8);
  });

  it("when the service answers but refuses (a wrong password), then start fails at once, naming it, without retrying", async () => {
    const { lines, logger } = recorder();
    const denied = Object.assign(new Error('password authentication failed for user "postgres"'), { code: "28P01" });
    await expect(
      waitFor(
        what,
        async () => {
          throw denied;
        },
        { logger, sleep: async () => {} },
      ),
    ).rejects.toThrow(
      'PostgreSQL at DATABASE_URL (127.0.0.1:5999) refused the connection: password authentication failed for user "postgres"',
    );
    expect(lines).toEqual([]);
  });

  it("when a URL carries a password, then the address named is its host and port only", () => {
    expect(whereOf("postgres://postgres:s3cret@db.internal:6432/shareinvest", 5432)).toBe("db.internal:6432");
    expect(whereOf("redis://:s3cret@cache", 6379)).toBe("cache:6379");
  });
});

describe("Redis outages", () => {
  it("when every connection's every retry fails, then one line names Redis and REDIS_URL, a reminder comes once a minute, and one line says it answers again", () => {
    const { lines, logger } = recorder();
    let now = 0;
    const outages = redisOutages({ REDIS_URL: "redis://:pw@127.0.0.1:6999" }, logger, () => now);
    for (let i = 0; i < 160; i++) {
      outages.error(refused, { queue: "mail" });
      now += 75; // 160 attempts in 12 s
    }
    expect(lines).toEqual(["Redis at REDIS_URL (127.0.0.1:6999) is not answering (ECONNREFUSED); reconnecting with backoff"]);
    now = 61_000;
    outages.error(refused);
    outages.error(refused);
    expect(lines[1]).toBe(
      "Redis at REDIS_URL (127.0.0.1:6999) is still not answering after 61 s (ECONNREFUSED); reconnecting with backoff",
    );
    outages.ready();
    outages.ready();
    expect(lines.slice(2)).toEqual(["Redis at REDIS_URL (127.0.0.1:6999) answers again after 61 s"]);
  });

  it("when Redis answers with another error, then that error is logged as it is", () => {
    const { lines, logger } = recorder();
    const outages = redisOutages({ REDIS_URL: "redis://127.0.0.1:6379" }, logger);
    outages.error(new Error("NOAUTH Authentication required."));
    expect(lines).toEqual(["Redis at REDIS_URL (127.0.0.1:6379): NOAUTH Authentication required."]);
  });
});
