import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app.js";
import { fixture, postFile } from "../../testing/images.js";
import { freePort } from "../../testing/ports.js";

/**
 * With Redis unreachable, nothing hangs (issue 28, item 4): sign-in and register go on, their
 * limits counted in this process's memory (rate-limiter-flexible's insurance, issue 36); what
 * needs Redis itself (the idle tracker of a signed-in request, here an upload) answers a clear 503.
 */
const UNAVAILABLE = { message: "Service temporarily unavailable. Please try again." };

/** A private redis-server on `port` (no persistence), answering PING before this resolves. */
async function startRedis(port: number): Promise<ChildProcess> {
  const child = spawn("redis-server", ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: "ignore",
  });
  const probe = new Redis({ port, host: "127.0.0.1", lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on("error", () => {});
  const until = Date.now() + 10_000;
  for (;;) {
    try {
      await probe.connect();
      if ((await probe.ping()) === "PONG") break;
    } catch {
      if (Date.now() > until) throw new Error("redis-server did not start");
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  probe.disconnect();
  return child;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

async function stopRedis(child: ChildProcess): Promise<void> {
  if (exited(child)) return;
  const gone = once(child, "exit");
  child.kill("SIGKILL");
  await gone;
}

let port: number;
let redis: ChildProcess;
let app: TestApp;
let user: Awaited<ReturnType<TestApp["createUser"]>>;

beforeAll(async () => {
  port = await freePort();
  redis = await startRedis(port);
  app = await startTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` });
  user = await app.createUser({ email: `redis-down-${Date.now()}@example.com`, password: "redis-down-passphrase" });
}, 60_000);
afterAll(async () => {
  // The app's own shutdown talks to Redis (its test keys): it comes back first.
  if (redis && exited(redis)) redis = await startRedis(port);
  await app?.stop();
  if (redis) await stopRedis(redis);
}, 60_000);

const timed = async <T>(call: () => Promise<T>) => {
  const started = performance.now();
  const answer = await call();
  return { answer, ms: performance.now() - started };
};

describe("Redis unreachable", () => {
  it("when Redis goes away, then login and register still answer within 2 s (limits counted in memory), uploads answer 503 with a plain message, and nothing in the ledger changes", async () => {
    const login = (password = "redis-down-passphrase", ip = "10.28.0.1") =>
      app.api("POST", "/api/auth/login", { body: { email: user.email, password }, headers: { "x-forwarded-for": ip } });
    expect((await login()).status).toBe(200);
    const eventsBefore = await app.eventCount();

    await stopRedis(redis);

    const signedIn = await timed(() => login());
    expect(signedIn.answer.status).toBe(200);
    expect(signedIn.ms).toBeLessThan(2000);

    const register = await timed(() =>
      app.api("POST", "/api/auth/register", {
        body: { fullName: "Late Comer", email: `late-${Date.now()}@example.com`, password: "a-long-register-passphrase" },
      }),
    );
    expect(register.answer.status).toBe(201);
    expect(register.ms).toBeLessThan(2000);

    const upload = await timed(() =>
      postFile(app.url, "/api/uploads", {
        token: user.token,
        field: "file",
        file: { bytes: fixture("picture.png"), name: "p.png", type: "image/png" },
      }),
    );
    expect(upload.answer.status).toBe(503);
    expect(upload.answer.body).toEqual(UNAVAILABLE);
    expect(upload.ms).toBeLessThan(2000);

    // Guessing stays bounded without Redis: the in-memory counters hold the account.
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await login(`wrong-${i}`, `10.28.1.${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
    expect(await app.eventCount()).toBe(eventsBefore);
  }, 60_000);
});
