import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createEmptyTestDatabase, type TestDatabase } from "@app/projections/testing/test-database";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signToken } from "./shared/auth.js";
import { freePort } from "../testing/ports.js";
import { productionSettings } from "../testing/production-settings.js";
import { dropRedisKeys } from "../testing/redis-keys.js";
import { startTestApp, type TestApp } from "../testing/test-app.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
// The build's own output folder for this test (inside the checkout, so node finds node_modules).
const outdir = path.join(root, "node_modules", ".cache", `build-check-${randomBytes(4).toString("hex")}`);

const redisUrl = process.env.REDIS_URL ?? "redis://127.0.0.1:6379";
const queuePrefix = `si-prod-${randomBytes(4).toString("hex")}`;

/** Runs a compiled entry point with exactly this environment (nothing inherited but PATH). */
function run(entry: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [path.join(outdir, `${entry}.js`)], { cwd: root, env: { PATH: process.env.PATH ?? "", ...env } });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += String(d);
  });
  child.stderr?.on("data", (d) => {
    output += String(d);
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

describe("the production build", () => {
  let db: TestDatabase;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    // @ts-expect-error: the build script is plain JavaScript
    const { buildServer } = await import("../../scripts/build.mjs");
    await buildServer({ outdir });
    db = await createEmptyTestDatabase("prod");
  });
  afterAll(async () => {
    for (const c of children) c.kill("SIGKILL");
    await db?.drop();
    await dropRedisKeys(redisUrl, queuePrefix);
    const { rmSync } = await import("node:fs");
    rmSync(outdir, { recursive: true, force: true });
  });

  it("when NODE_ENV=production has nothing else set, then it exits non-zero within seconds naming every missing or unsafe setting", async () => {
    const started = Date.now();
    const p = run("api", { NODE_ENV: "production" });
    children.push(p.child);
    expect(await p.exited).not.toBe(0);
    expect(Date.now() - started).toBeLessThan(10_000);
    for (const name of Object.keys(productionSettings).filter((n) => n !== "NODE_ENV")) expect(p.output()).toContain(name);
    expect(p.output()).not.toMatch(/\n\s+at /); // a message, not a stack
  });

  const productionEnv = () => ({
    ...productionSettings,
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl,
    QUEUE_PREFIX: queuePrefix,
    EMBEDDED_PROJECTIONS: "true",
    JWT_SECRET: randomBytes(32).toString("hex"),
    FRONTEND_DIST: "/nonexistent",
    LOG_LEVEL: "warn",
  });
  /** Polls the URL until it answers 200 (or the process ends, or 20 s pass). */
  const poll = async (url: string, p: ReturnType<typeof run>) => {
    let answer: Response | null = null;
    for (let i = 0; i < 200 && p.child.exitCode === null; i++) {
      answer = await fetch(url).catch(() => null);
      if (answer?.ok) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return answer;
  };

  it("when every setting is given, then the compiled API starts and answers /api/ready", async () => {
    const port = await freePort();
    const p = run("api", { ...productionEnv(), PORT: String(port) });
    children.push(p.child);
    const ready = await poll(`http://127.0.0.1:${port}/api/ready`, p);
    expect(ready?.status, p.output()).toBe(200);
    expect(await ready?.json()).toEqual({ status: "ready" });
    p.child.kill("SIGTERM");
    expect(await p.exited).toBe(0);
  });

  it("when the compiled projection runner and workers run with HEALTH_PORT, then each answers /health while it reaches PostgreSQL and Redis", async () => {
    for (const entry of ["projections", "workers"]) {
      const port = await freePort();
      const p = run(entry, { ...productionEnv(), HEALTH_PORT: String(port) });
      children.push(p.child);
      const health = await poll(`http://127.0.0.1:${port}/health`, p);
      expect(health?.status, `${entry}: ${p.output()}`).toBe(200);
      expect(await health?.json()).toEqual({ status: "ok" });
      p.child.kill("SIGTERM");
      expect(await p.exited).toBe(0);
    }
  });
});

describe("the token-signing secret without JWT_SECRET", () => {
  let first: TestApp;
  let other: TestApp;
  beforeAll(async () => {
    [first, other] = await Promise.all([startTestApp(), startTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([first?.stop(), other?.stop()]);
  });

  it("when a database starts without JWT_SECRET, then a random secret is made once and kept for every later start", async () => {
    expect(first.config.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(other.config.JWT_SECRET).not.toBe(first.config.JWT_SECRET);
    const user = await first.createUser();
    // A second process on the same database (a restart, a worker) signs and verifies with the same secret.
    const again = await startTestApp({ DATABASE_URL: first.config.DATABASE_URL });
    try {
      expect(again.config.JWT_SECRET).toBe(first.config.JWT_SECRET);
      expect((await again.api("GET", "/api/user/dashboard", { token: user.token })).status).toBe(200);
      // A token of another deployment's secret is refused.
      const foreign = signToken(other.ctx, { id: user.id, isAdmin: false, isAuditor: false, tokenVersion: 0 });
      expect((await first.api("GET", "/api/user/dashboard", { token: foreign })).status).toBe(401);
    } finally {
      await again.stop();
    }
  });
});
