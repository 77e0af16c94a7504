import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app.js";
import { fixture, postFile } from "../uploads/test-images.js";
import { freePort } from "../../testing/ports.js";

/** With Redis unreachable, sign-in and uploads answer a clear 503 at once (issue 28, item 4). */
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
  it("when Redis goes away, then login, register and uploads answer 503 with a plain message within 2 s, and nothing in the ledger changes", async () => {
    const login = () => app.api("POST", "/api/auth/login", { body: { email: user.email, password: "redis-down-passphrase" } });
    expect((await login()).status).toBe(200);
    const eventsBefore = await app.eventCount();

    await stopRedis(redis);

    const refused = await timed(login);
    expect(refused.answer).toMatchObject({ status: 503, body: UNAVAILABLE });
    expect(refused.ms).toBeLessThan(2000);

    const register = await timed(() =>
      app.api("POST", "/api/auth/register", {
        body: { fullName: "Late Comer", email: `late-${Date.now()}@example.com`, password: "a-long-register-passphrase" },
      }),
    );
    expect(register.answer).toMatchObject({ status: 503, body: UNAVAILABLE });
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

    // Still a clear answer on the next try, not a hang once the first commands have failed.
    const again = await timed(login);
    expect(again.answer).toMatchObject({ status: 503, body: UNAVAILABLE });
    expect(again.ms).toBeLessThan(2000);
    expect(await app.eventCount()).toBe(eventsBefore);
  }, 60_000);
});
