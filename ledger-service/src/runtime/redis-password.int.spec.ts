import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../../testing/ports.js";
import { startTestApp, type TestApp } from "../../testing/test-app.js";
import { createRuntime } from "../bootstrap.js";
import { loadConfig } from "./config.js";
import { createRedis, REDIS_AUTH_MESSAGE } from "./redis-connection.js";

/**
 * Issue 36: a Redis with a password. A second redis-server of its own (`--requirepass`, on a
 * free port, nothing saved) proves the app works with REDIS_PASSWORD or a password inside
 * REDIS_URL (queues, rate limits, sessions), and refuses to start with one line without it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const PASSWORD = "a-redis-password-for-tests";

let server: ChildProcess;
let url: string;
beforeAll(async () => {
  const port = await freePort();
  url = `redis://127.0.0.1:${port}`;
  server = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--requirepass", PASSWORD, "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  );
  // Ready once it answers an authenticated PING.
  const probe = createRedis(
    { REDIS_URL: url, REDIS_PASSWORD: PASSWORD },
    { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => 100 },
  );
  probe.on("error", () => {});
  for (let i = 0; i < 100; i++) {
    if (
      await probe.ping().then(
        () => true,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 100));
  }
  probe.disconnect();
});
afterAll(() => {
  server?.kill("SIGKILL");
});

/** A registration (rate-limited per address in Redis) and a reset request (a mail job in BullMQ) work, and their keys are in this Redis. */
async function worksWith(app: TestApp) {
  const email = `redis-${Date.now()}@example.com`;
  const registered = await app.api("POST", "/api/auth/register", {
    body: { fullName: "Redis Password", email, password: "a-long-enough-password-1" },
  });
  expect(registered.status).toBe(201);
  expect((await app.api("POST", "/api/auth/forgot-password", { body: { email } })).status).toBe(200);
  const redis = createRedis({ REDIS_URL: url, REDIS_PASSWORD: PASSWORD }, { maxRetriesPerRequest: 1 });
  try {
    expect((await redis.keys(`${app.queuePrefix}:*`)).length).toBeGreaterThan(0);
  } finally {
    redis.disconnect();
  }
}

describe("a Redis that needs a password", () => {
  it("when REDIS_PASSWORD is set, then registering, the rate limits and the mail queue work against it", async () => {
    const app = await startTestApp({ REDIS_URL: url, REDIS_PASSWORD: PASSWORD });
    try {
      await worksWith(app);
    } finally {
      await app.stop();
    }
  });

  it("when the password is inside REDIS_URL, then it works the same", async () => {
    const app = await startTestApp({ REDIS_URL: url.replace("redis://", `redis://:${PASSWORD}@`) });
    try {
      await worksWith(app);
    } finally {
      await app.stop();
    }
  });

  it("when no password or a wrong one is given, then the start is refused with one line naming the setting, before anything else", async () => {
    // The database is never reached: the check comes first.
    const base = { NODE_ENV: "test", DATABASE_URL: "postgres://nobody@127.0.0.1:1/never", REDIS_URL: url };
    for (const env of [base, { ...base, REDIS_PASSWORD: "wrong" }]) {
      const refused = await createRuntime(loadConfig(env), { embeddedProjections: false }).then(
        () => null,
        (error: Error) => error,
      );
      expect(refused?.message).toBe(REDIS_AUTH_MESSAGE);
      expect(refused?.message).not.toContain("\n");
    }
  });

  it("when the API process starts without the password, then it exits 1 printing that one line", async () => {
    const child = spawn(process.execPath, ["--import", "tsx", "ledger-service/src/main.ts"], {
      cwd: root,
      env: { PATH: process.env.PATH ?? "", NODE_ENV: "development", REDIS_URL: url, DATABASE_URL: "postgres://nobody@127.0.0.1:1/never" },
    });
    let output = "";
    child.stdout?.on("data", (d) => {
      output += String(d);
    });
    child.stderr?.on("data", (d) => {
      output += String(d);
    });
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output.trim()).toBe(REDIS_AUTH_MESSAGE);
  }, 60_000);
});
