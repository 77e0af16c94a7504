import { randomBytes, randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { Session } from "node:inspector/promises";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createEmptyTestDatabase } from "@app/projections/testing/test-database";
import express from "express";
import { sql } from "kysely";
import { pino } from "pino";
import { createApp } from "../src/app.js";
import { createRuntime } from "../src/bootstrap.js";
import { loadConfig } from "../src/runtime/config.js";
import { signToken } from "../src/shared/auth.js";
import { requestIdMixin } from "../src/shared/request-context.js";
import { creditBalanceForTest } from "../testing/test-seeding.js";
import { productionSettings } from "../testing/production-settings.js";

/**
 * The servers under test, in their own process so autocannon (in the parent) does not share
 * their event loop: the real API (embedded projections, fresh database, private queue prefix,
 * request logging at info into /dev/null so its cost is paid) and a bare Express route.
 * Prints one JSON line {apiUrl, bareUrl, tokens} when seeded; SIGTERM drops everything.
 */
const INVESTORS = Number(process.env.API_BENCH_INVESTORS ?? "2000");
const FUNDS = "1000000";

async function main() {
  const testDb = await createEmptyTestDatabase("bench_api");
  const queuePrefix = `si-bench-${randomBytes(4).toString("hex")}`;
  const config = loadConfig({
    // Production mode, as served: it needs what production needs (no mail is sent here).
    ...productionSettings,
    JWT_SECRET: randomBytes(32).toString("hex"),
    DATABASE_URL: testDb.url,
    REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
    UPLOAD_DIR: `/tmp/${queuePrefix}/uploads`,
    MAIL_DIR: `/tmp/${queuePrefix}/mail`,
    FRONTEND_DIST: "/nonexistent",
  });
  const logger = pino({ level: "info", redact: ["req.headers.authorization"], mixin: requestIdMixin }, pino.destination("/dev/null"));
  const runtime = await createRuntime(config, { embeddedProjections: true, queuePrefix, logger });
  const ctx = runtime.ctx;

  const ids = Array.from({ length: INVESTORS }, () => randomUUID());
  await sql`
    INSERT INTO users (id, full_name, email, password_hash, referral_code, email_verified)
    SELECT id, 'Investor ' || left(id::text, 8), id::text || '@bench.example', 'not-a-real-hash', 'B' || replace(id::text, '-', ''), true
    FROM unnest(${ids}::uuid[]) AS id`.execute(ctx.db);
  // Every investor gets a large profit balance so each benchmarked withdrawal is a valid one;
  // API_BENCH_CREDITS=n: in n profit credits (a history, as a year of weekly runs would leave).
  const credits = Math.max(1, Number(process.env.API_BENCH_CREDITS ?? "1"));
  for (let i = 0; i < ids.length; i += 16) {
    await Promise.all(
      ids.slice(i, i + 16).map(async (id) => {
        for (let c = 0; c < credits; c++) await creditBalanceForTest(ctx, id, "profit", FUNDS);
      }),
    );
  }
  const tokens = ids.map((id) => signToken(ctx, { id, isAdmin: false, isAuditor: false, tokenVersion: 0 }));

  const servers: Server[] = [];
  const listen = (app: express.Express) =>
    new Promise<string>((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(s.address() as AddressInfo).port}`));
      servers.push(s);
    });
  const bare = express();
  bare.get("/api/hello", (_req, res) => {
    res.json({ message: "hello" });
  });
  const apiUrl = await listen(createApp(ctx));
  const bareUrl = await listen(bare);
  // API_BENCH_CPU_PROF=file: a V8 CPU profile of the serving only (not the seeding), written at the stop.
  const profileFile = process.env.API_BENCH_CPU_PROF;
  const inspector = profileFile ? new Session() : null;
  if (inspector) {
    inspector.connect();
    await inspector.post("Profiler.enable");
    await inspector.post("Profiler.start");
  }
  process.stdout.write(`${JSON.stringify({ apiUrl, bareUrl, tokens, database: testDb.name })}\n`);

  const stop = async () => {
    if (inspector && profileFile) {
      const { profile } = await inspector.post("Profiler.stop");
      writeFileSync(profileFile, JSON.stringify(profile));
    }
    await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
    const keys = await runtime.redis.keys(`${queuePrefix}:*`);
    if (keys.length > 0) await runtime.redis.del(...keys);
    await runtime.close();
    await testDb.drop();
    process.exit(0);
  };
  process.on("SIGTERM", () => void stop());
  // Bounded: never outlive a parent that died without stopping us.
  setTimeout(() => void stop(), Number(process.env.API_BENCH_MAX_MS ?? 15 * 60_000)).unref();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
