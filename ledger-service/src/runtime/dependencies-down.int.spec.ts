import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createEmptyTestDatabase, type TestDatabase } from "@app/projections/testing/test-database";
import { afterAll, describe, expect, it } from "vitest";
import { freePort } from "../../testing/ports.js";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const children: ChildProcess[] = [];
let db: TestDatabase | undefined;
afterAll(async () => {
  for (const c of children) c.kill("SIGKILL");
  await db?.drop();
});

/** The API process from its sources, with exactly this environment; its log lines' messages as they come. */
function startApi(env: Record<string, string>) {
  // node itself with tsx's loader (not the tsx wrapper, whose node child a kill would orphan).
  const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "ledger-service", "src", "api-process.ts")], {
    cwd: root,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "development", LOG_LEVEL: "info", FRONTEND_DIST: "/nonexistent", ...env },
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (d) => {
    output += String(d);
  });
  child.stderr?.on("data", (d) => {
    output += String(d);
  });
  const lines = () =>
    output
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => {
        try {
          return String(JSON.parse(l).msg);
        } catch {
          return l;
        }
      });
  const until = async (ok: (lines: string[]) => boolean, ms = 45_000) => {
    for (const end = Date.now() + ms; Date.now() < end && child.exitCode === null; ) {
      if (ok(lines())) return;
      await new Promise((r) => setTimeout(r, 100));
    }
    if (!ok(lines())) throw new Error(`not seen within ${ms} ms; output:\n${output}`);
  };
  return { child, lines, until };
}

describe("a dependency down at start", () => {
  it("when PostgreSQL does not answer, then the API says so in one line per attempt, naming DATABASE_URL and its address, with growing pauses (no stack, no other noise)", async () => {
    const port = await freePort();
    const api = startApi({ DATABASE_URL: `postgres://postgres@127.0.0.1:${port}/shareinvest`, REDIS_URL: "redis://127.0.0.1:6379" });
    await api.until((lines) => lines.length >= 3);
    api.child.kill("SIGKILL");
    const name = `PostgreSQL at DATABASE_URL (127.0.0.1:${port}) is not answering (ECONNREFUSED)`;
    expect(api.lines().slice(0, 3)).toEqual([`${name}; retrying in 1 s`, `${name}; retrying in 2 s`, `${name}; retrying in 4 s`]);
  });

  it("when Redis does not answer, then the API starts and serves, and its many connections' retries are one line naming REDIS_URL", async () => {
    db = await createEmptyTestDatabase("deps");
    const redisPort = await freePort();
    const port = await freePort();
    const prefix = `si-deps-${randomBytes(4).toString("hex")}`;
    const api = startApi({
      DATABASE_URL: db.url,
      REDIS_URL: `redis://127.0.0.1:${redisPort}`,
      PORT: String(port),
      QUEUE_PREFIX: prefix,
      UPLOAD_DIR: `/tmp/${prefix}/uploads`,
      MAIL_DIR: `/tmp/${prefix}/mail`,
    });
    await api.until((lines) => lines.some((l) => l.startsWith("API serving on")), 120_000);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    // Several seconds of reconnecting (each connection retries every 2 s at most): still one line.
    await new Promise((r) => setTimeout(r, 5000));
    api.child.kill("SIGKILL");
    const redisLines = api.lines().filter((l) => /redis/i.test(l));
    expect(redisLines).toEqual([`Redis at REDIS_URL (127.0.0.1:${redisPort}) is not answering (ECONNREFUSED); reconnecting with backoff`]);
  });
});
