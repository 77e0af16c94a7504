import { randomBytes, randomUUID } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { comparePositions } from "@app/event-store";
import { createEmptyTestDatabase, type TestDatabase } from "@app/projections/testing/test-database";
import { createApp } from "@app/ledger-service/app";
import { createRuntime, type Runtime } from "@app/ledger-service/bootstrap";
import { loadConfig, type RuntimeConfig } from "@app/ledger-service/runtime/config";
import { signToken } from "@app/ledger-service/shared/auth";
import { sql } from "kysely";
import { pino } from "pino";
import { mulberry32 } from "@app/ledger-service/testing/seeded-random";

/**
 * Our processes talk to Redis on their own logical database, so that killing "our" Redis
 * connections (CLIENT KILL ID of the clients on that db) never touches anyone else's clients
 * on the shared server.
 */
export const CHAOS_REDIS_DB = Number(process.env.CHAOS_REDIS_DB ?? "13");
export const CHAOS_REDIS_URL = `${(process.env.REDIS_URL ?? "redis://127.0.0.1:6379").replace(/\/\d+$/, "")}/${CHAOS_REDIS_DB}`;

export interface Reply {
  status: number;
  body: any;
  ms: number;
}

export interface ChaosApp {
  url: string;
  runtime: Runtime;
  ctx: Runtime["ctx"];
  config: RuntimeConfig;
  db: TestDatabase;
  queuePrefix: string;
  /** Where the API's warnings and errors go (kept after the run for diagnosis). */
  logFile: string;
  /** Environment for child processes (projection runner, workers) on the same database and queues. */
  childEnv: Record<string, string>;
  api(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; raw?: string | Buffer; headers?: Record<string, string> },
  ): Promise<Reply>;
  /** Verified users (money moves only from verified accounts), inserted directly with valid tokens. */
  createUsers(count: number, options?: { isAdmin?: boolean }): Promise<Array<{ id: string; token: string }>>;
  /** Records an unused proof upload of the user (a row only, no file) and returns the URL a purchase names. */
  proofFor(userId: string): Promise<string>;
  /** Waits until the read models include every stored event (whoever runs the projections). */
  settle(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/**
 * The real API (createRuntime + createApp) on a fresh database and a private queue prefix,
 * with the projections in-process or (embeddedProjections: false) left to a child process.
 */
export async function startChaosApp(options: {
  embeddedProjections: boolean;
  env?: Record<string, string>;
  queuePrefix?: string;
}): Promise<ChaosApp> {
  const db = await createEmptyTestDatabase("chaos");
  const runName = `si-chaos-${randomBytes(4).toString("hex")}`;
  const queuePrefix = options.queuePrefix ?? runName;
  const env = {
    NODE_ENV: "test",
    DATABASE_URL: db.url,
    REDIS_URL: CHAOS_REDIS_URL,
    ...(process.env.REDIS_PASSWORD ? { REDIS_PASSWORD: process.env.REDIS_PASSWORD } : {}),
    UPLOAD_DIR: `/tmp/${runName}/uploads`,
    MAIL_DIR: `/tmp/${runName}/mail`,
    FRONTEND_DIST: "/nonexistent",
    // The workload approves withdrawals at once (the new-wallet hold has its own API test).
    NEW_WALLET_HOLD_HOURS: "0",
    ...options.env,
  };
  const config = loadConfig(env);
  const logFile = `/tmp/${runName}.log`;
  const logger = pino({ level: "warn" }, pino.destination({ dest: logFile, sync: false }));
  const runtime = await createRuntime(config, { embeddedProjections: options.embeddedProjections, queuePrefix, poolMax: 10, logger });
  const server: Server = await new Promise((resolve) => {
    const s = createApp(runtime.ctx).listen(0, "127.0.0.1", () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const ctx = runtime.ctx;
  // Jobs a crashed earlier run left under a shared prefix (on the suite's own Redis db) go first.
  if (options.queuePrefix) {
    await deleteKeys(runtime.redis, `${queuePrefix}:*`);
  }

  return {
    url,
    runtime,
    ctx,
    config: runtime.ctx.config,
    db,
    queuePrefix,
    logFile,
    childEnv: { ...env, QUEUE_PREFIX: queuePrefix, LOG_LEVEL: "silent" },
    api: apiClient(url),
    async createUsers(count, opts = {}) {
      const ids = Array.from({ length: count }, () => randomUUID());
      await sql`
        INSERT INTO users (id, full_name, email, password_hash, referral_code, email_verified, is_admin)
        SELECT id, 'Chaos ' || left(id::text, 8), id::text || '@chaos.example', 'not-a-real-hash', 'C' || replace(id::text, '-', ''), true, ${opts.isAdmin ?? false}
        FROM unnest(${ids}::uuid[]) AS id`.execute(ctx.db);
      return ids.map((id) => ({ id, token: signToken(ctx, { id, isAdmin: opts.isAdmin ?? false, isAuditor: false, tokenVersion: 0 }) }));
    },
    async proofFor(userId) {
      const id = randomUUID();
      await sql`INSERT INTO uploads (id, owner_id, name, kind, size) VALUES (${id}::uuid, ${userId}::uuid, ${`${id}.png`}, 'proof', 0)`.execute(
        ctx.db,
      );
      return `${ctx.config.PUBLIC_URL}/api/uploads/${id}.png`;
    },
    async settle(timeoutMs = 120_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const head = await ctx.store.headPosition();
        if (!head) return;
        runtime.runner?.kick();
        const r = await sql<{ c: string; p: string }>`SELECT commit_pos AS c, prepare_pos AS p FROM rm_checkpoint WHERE id = 1`.execute(
          ctx.db,
        );
        const row = r.rows[0];
        if (row && comparePositions({ commit: BigInt(row.c), prepare: BigInt(row.p) }, head) >= 0) return;
        if (Date.now() > deadline) throw new Error(`read models did not catch up within ${timeoutMs} ms`);
        await sleep(50);
      }
    },
    async stop() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await deleteKeys(runtime.redis, `${queuePrefix}:*`).catch(() => {});
      await runtime.close().catch(() => {});
      await db.drop();
    },
  };
}

/** Requests to the API at `url` (JSON in and out; a body that is not JSON is kept as text). */
export function apiClient(url: string): ChaosApp["api"] {
  return async (method, path, opts = {}) => {
    const headers: Record<string, string> = { ...opts.headers };
    if (opts.token) headers.authorization = `Bearer ${opts.token}`;
    let body: string | Buffer | undefined = opts.raw;
    if (opts.body !== undefined) {
      headers["content-type"] ??= "application/json";
      body = JSON.stringify(opts.body);
    }
    const started = performance.now();
    const res = await fetch(url + path, { method, headers, body, signal: AbortSignal.timeout(60_000) });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed, ms: performance.now() - started };
  };
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Deletes the keys matching `pattern` in slices: a full-size run leaves hundreds of thousands of job keys, too many arguments for one DEL. */
async function deleteKeys(redis: Runtime["redis"], pattern: string): Promise<void> {
  const keys = await redis.keys(pattern);
  for (let i = 0; i < keys.length; i += 1000) await redis.del(...keys.slice(i, i + 1000));
}

/** Seeded pseudo-random numbers (mulberry32), so a failing round can be replayed with --seed. */
export function random(seed: number) {
  const next = mulberry32(seed);
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
  };
}
export type Random = ReturnType<typeof random>;
