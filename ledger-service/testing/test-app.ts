import { randomBytes, randomUUID } from "node:crypto";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { comparePositions } from "@app/event-store";
import { createEmptyTestDatabase, type TestDatabase } from "@app/projections/testing/test-database";
import { createApp } from "../src/app.js";
import { createRuntime, type Runtime } from "../src/bootstrap.js";
import type { Logger } from "pino";
import { afterAll, beforeAll } from "vitest";
import { loadConfig, type RuntimeConfig } from "../src/runtime/config.js";
import { hashPassword } from "../src/auth/passwords.js";
import { signToken } from "../src/shared/auth.js";
import { fixture, postFile } from "./images.js";

export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export interface TestApp {
  url: string;
  runtime: Runtime;
  ctx: Runtime["ctx"];
  config: RuntimeConfig;
  queuePrefix: string;
  api<T = any>(
    method: string,
    path: string,
    options?: { token?: string; body?: unknown; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
  /**
   * Inserts a user directly (no password hashing) and returns a valid bearer token. Verified
   * by default (money moves only from verified accounts); `emailVerified: false` for one that
   * has not followed its link yet.
   */
  createUser(options?: {
    fullName?: string;
    email?: string;
    isAdmin?: boolean;
    isAuditor?: boolean;
    referredBy?: string;
    emailVerified?: boolean;
    /** A real password to sign in with (hashed as the API does); else the user can only use its token. */
    password?: string;
  }): Promise<{ id: string; token: string; email: string; referralCode: string }>;
  /** Uploads a small real PNG as the user (POST /api/uploads) and returns its URL: a proof to name once. */
  uploadProof(token: string): Promise<string>;
  /** Waits until the read models include every event stored so far (bounded: 60 s). */
  settle(): Promise<void>;
  /** How many events the store holds: a refused request leaves it unchanged. */
  eventCount(): Promise<number>;
  /** Opens the loan portal (as `adminToken`) unless it is open already. */
  openLoanPortal(adminToken: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * For files testing other behaviour with one admin (runs one after another, many approvals,
 * price steps): the lone admin's rolling limits (issue 36) lifted; lone-admin tests keep the defaults.
 */
export const LONE_ADMIN_UNCAPPED = {
  FOUR_EYES_PERCENT: "1000",
  FOUR_EYES_DAILY_AMOUNT: "1000000000",
  FOUR_EYES_PRICE_MOVE_PERCENT: "1000",
} as const;

/**
 * A real server on an ephemeral port over a fresh PostgreSQL database and a private Redis key
 * prefix, with the projections running in-process. One per test file. `logger` replaces the
 * silent one (to read what would be logged); `clock` replaces the real time.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: { logger?: Logger; clock?: () => Date } = {},
): Promise<TestApp> {
  const testDb: TestDatabase = await createEmptyTestDatabase("api");
  const queuePrefix = `si-test-${randomBytes(4).toString("hex")}`;
  const config = loadConfig({
    NODE_ENV: "test",
    DATABASE_URL: testDb.url,
    REDIS_URL: process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
    ...(process.env.REDIS_PASSWORD ? { REDIS_PASSWORD: process.env.REDIS_PASSWORD } : {}),
    UPLOAD_DIR: `/tmp/${queuePrefix}/uploads`,
    MAIL_DIR: `/tmp/${queuePrefix}/mail`,
    FRONTEND_DIST: "/nonexistent",
    // Tests of other behaviour approve withdrawals at once; wallet-holds tests set their own.
    NEW_WALLET_HOLD_HOURS: "0",
    // Suites drive one investor through many money writes in seconds; the limit's own test sets it.
    MONEY_WRITES_PER_USER_PER_MINUTE: "100000",
    ...env,
  });
  const runtime = await createRuntime(config, {
    embeddedProjections: true,
    queuePrefix,
    poolMax: 10,
    logger: options.logger,
    clock: options.clock,
  });
  const server: Server = await new Promise((resolve) => {
    const s = createApp(runtime.ctx).listen(0, "127.0.0.1", () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const app: TestApp = {
    url,
    runtime,
    ctx: runtime.ctx,
    config: runtime.ctx.config,
    queuePrefix,
    async api(method, path, options = {}) {
      const headers: Record<string, string> = { ...options.headers };
      if (options.token) headers.authorization = `Bearer ${options.token}`;
      let body: string | undefined;
      if (options.body !== undefined) {
        headers["content-type"] ??= "application/json";
        body = typeof options.body === "string" ? options.body : JSON.stringify(options.body);
      }
      const res = await fetch(url + path, { method, headers, body });
      const text = await res.text();
      let parsed: unknown = text;
      try {
        parsed = text ? JSON.parse(text) : null;
      } catch {
        // not JSON: keep the text
      }
      return { status: res.status, body: parsed as any, headers: res.headers };
    },
    async createUser(options = {}) {
      const id = randomUUID();
      const email = options.email ?? `u-${id.slice(0, 8)}@example.com`;
      const referralCode = `R${id.replace(/-/g, "").slice(0, 9).toUpperCase()}`;
      await runtime.ctx.db
        .insertInto("users")
        .values({
          id,
          full_name: options.fullName ?? `User ${id.slice(0, 4)}`,
          email,
          password_hash: options.password ? await hashPassword(options.password) : "not-a-real-hash",
          referral_code: referralCode,
          referred_by: options.referredBy ?? null,
          is_admin: options.isAdmin ?? false,
          is_auditor: options.isAuditor ?? false,
          email_verified: options.emailVerified ?? true,
          deleted_at: null,
        })
        .execute();
      const token = signToken(runtime.ctx, {
        id,
        isAdmin: options.isAdmin ?? false,
        isAuditor: options.isAuditor ?? false,
        tokenVersion: 0,
      });
      return { id, token, email, referralCode };
    },
    async uploadProof(token) {
      const file = { bytes: fixture("picture.png"), name: "proof.png", type: "image/png" };
      const res = await postFile(url, "/api/uploads", { token, field: "file", file });
      if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.url as string;
    },
    async settle() {
      const head = await runtime.ctx.store.headPosition();
      const deadline = Date.now() + 60_000;
      while (head && Date.now() < deadline) {
        runtime.runner?.kick();
        const checkpoint = (await runtime.runner?.checkpoint()) ?? { commit: 0n, prepare: 0n };
        if (comparePositions(checkpoint, head) >= 0) return;
        await new Promise((r) => setTimeout(r, 20));
      }
      if (head) throw new Error("read models did not catch up within 60 s");
    },
    async eventCount() {
      const row = await runtime.ctx.db
        .selectFrom("events")
        .select((e) => e.fn.countAll().as("n"))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
    async openLoanPortal(adminToken: string) {
      const status = await app.api("GET", "/api/loans/portal-status", { token: adminToken });
      if (status.body?.isOpen !== true) await app.api("POST", "/api/loans/toggle-portal", { token: adminToken });
    },
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await runtime.mailDispatcher?.stop(); // no notification mail is enqueued after the keys are gone
      // A test of Redis being away has no keys to remove (and no answer to wait for).
      const keys = runtime.redis.status === "ready" ? await runtime.redis.keys(`${queuePrefix}:*`) : [];
      if (keys.length > 0) await runtime.redis.del(...keys);
      await runtime.close();
      await testDb.drop();
    },
  };
  return app;
}

export type TestUser = Awaited<ReturnType<TestApp["createUser"]>>;

/** Forwards to the value `current()` returns at the time of use (set in beforeAll). */
export function late<T extends object>(current: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_, key) {
      const target = current();
      if (!target) throw new Error("The test app starts in beforeAll; use it inside a test or hook");
      const value = Reflect.get(target, key);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * The test file's app, started before the file's tests and stopped after them; with `admin`, an
 * admin account made right after it starts. `const { app, admin } = useTestApp(env, options)` at
 * the top of a file; both are usable from the first hook on.
 */
export function useTestApp(
  env: Record<string, string> = {},
  options: { logger?: Logger; clock?: () => Date; admin?: Parameters<TestApp["createUser"]>[0] } = {},
): { app: TestApp; admin: TestUser } {
  const { admin: adminOptions, ...appOptions } = options;
  let app: TestApp | undefined;
  let admin: TestUser | undefined;
  beforeAll(async () => {
    app = await startTestApp(env, appOptions);
    if (adminOptions) admin = await app.createUser({ ...adminOptions, isAdmin: true });
  });
  afterAll(async () => {
    await app?.stop();
  });
  return { app: late(() => app), admin: late(() => admin) };
}
