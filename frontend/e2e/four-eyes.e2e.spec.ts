/**
 * Four eyes in the browser, on a server of its own (a second admin would make the other browser
 * tests' money actions wait for approval): admin A asks for a 6 % profit run, which waits; A cannot
 * approve it; admin B approves it on /admin/approvals and the investor is credited once.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { Redis } from "ioredis";
import pg from "pg";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "./support/api";
import { launchBrowser } from "./support/browser";
import { e2eEnv } from "./support/env";
import { loginThroughUi, openPage } from "./support/session";

const root = fileURLToPath(new URL("../../", import.meta.url));
const adminUrl = process.env.TEST_PG_ADMIN_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const database = `e2e_four_eyes_${Date.now().toString(36)}`;
const mailDir = mkdtempSync(join(os.tmpdir(), "e2e-four-eyes-mail-"));
const password = "Four-eyes-pass-2026";
const adminA = { email: "first.admin@example.com", password: "first-admin-password-e2e" };
const adminB = { fullName: "Bola Second", email: `bola+${Date.now()}@example.com`, password };
const investor = { fullName: "Ife Credited", email: `ife.fe+${Date.now()}@example.com`, password };
const queuePrefix = `si-e2e-four-eyes-${Date.now().toString(36)}`;
let server: ChildProcess | undefined;
let baseUrl = "";
let databaseUrl = "";
let browser: Browser;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

let client: ReturnType<typeof apiClient>;
const api = <T>(method: string, path: string, body?: unknown, token?: string) => client.call<T>(method, path, body, token);

describe.runIf(process.env.E2E_MOCK !== "1")("four eyes against a server of its own", () => {
  let pageA: Page;
  let pageB: Page;

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    const dbUrl = new URL(adminUrl);
    dbUrl.pathname = `/${database}`;
    databaseUrl = dbUrl.toString();
    const port = await freePort();
    baseUrl = `http://127.0.0.1:${port}`;
    client = apiClient(baseUrl, mailDir);
    server = spawn(process.execPath, [join(root, "dist", "serve-all.js")], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "development",
        PORT: String(port),
        PUBLIC_URL: baseUrl,
        DATABASE_URL: dbUrl.toString(),
        QUEUE_PREFIX: queuePrefix,
        ADMIN_EMAIL: adminA.email,
        ADMIN_PASSWORD: adminA.password,
        MAIL_DIR: mailDir,
        UPLOAD_DIR: mkdtempSync(join(os.tmpdir(), "e2e-four-eyes-uploads-")),
        NEW_WALLET_HOLD_HOURS: "0",
        // The documented default (the shared server's browser tests raise it for their lone admin).
        FOUR_EYES_PERCENT: "5",
        LOG_LEVEL: "warn",
      },
      stdio: ["ignore", "inherit", "inherit"],
    });
    for (let i = 0; ; i++) {
      if ((await fetch(`${baseUrl}/api/ready`).catch(() => null))?.status === 200) break;
      if (i > 240 || server.exitCode !== null) throw new Error("the four-eyes server did not become ready");
      await new Promise((r) => setTimeout(r, 250));
    }

    // A second admin, made by the operator on the server (never through the API while A is the
    // only admin), and an investor with 10 approved shares.
    const tokenA = await client.login(adminA.email, adminA.password);
    const bId = await client.registerVerified(adminB);
    expect(await api("PUT", `/api/admin/users/${bId}/role`, { role: "admin" }, tokenA)).toMatchObject({
      status: 403,
      body: { message: "The first co-admin is made by the operator." },
    });
    // Run without blocking this process: a synchronous wait of several seconds let the server close
    // the client's idle keep-alive socket unseen, and the next call failed on it ("other side closed").
    const grant = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
      const child = spawn(
        join(root, "node_modules", ".bin", "tsx"),
        [join(root, "ledger-service/src/admin-users/grant-admin-cli.ts"), adminB.email],
        {
          cwd: root,
          env: { ...process.env, DATABASE_URL: databaseUrl },
          stdio: ["ignore", "ignore", "pipe"],
        },
      );
      let stderr = "";
      child.stderr?.on("data", (chunk) => {
        stderr += String(chunk);
      });
      child.on("close", (status) => resolve({ status, stderr }));
    });
    expect(grant.status, grant.stderr).toBe(0);
    await client.registerVerified(investor);
    const investorToken = await client.login(investor.email, investor.password);
    const proof = await client.uploadProof(investorToken);
    const bought = await api<{ purchase: { _id: string } }>(
      "POST",
      "/api/shares",
      { numberOfShares: 10, paymentMethod: "TRC20", proof },
      investorToken,
    );
    expect(bought.status).toBe(201);
    expect((await api("PUT", `/api/shares/approve/${bought.body.purchase._id}`, undefined, tokenA)).status).toBe(200);

    browser = await launchBrowser();
    pageA = (await openPage(browser)).page;
    pageB = (await openPage(browser)).page;
  });

  afterAll(async () => {
    await browser?.close();
    server?.kill("SIGTERM");
    await new Promise((r) => setTimeout(r, 1500));
    server?.kill("SIGKILL");
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
    const redis = new Redis(
      process.env.REDIS_URL ?? "redis://127.0.0.1:6379",
      process.env.REDIS_PASSWORD ? { password: process.env.REDIS_PASSWORD } : {},
    );
    const keys = await redis.keys(`${queuePrefix}:*`);
    for (let i = 0; i < keys.length; i += 1000) await redis.del(...keys.slice(i, i + 1000));
    redis.disconnect();
  });

  it("admin A asks for a 6% profit run: it waits for a second admin, and A cannot approve it", async () => {
    await loginThroughUi(pageA, baseUrl, adminA.email, adminA.password);
    await pageA.goto(`${baseUrl}/admin/credit-profit`);
    await pageA.getByLabel("Profit Percentage (%)").fill("6");
    await pageA.getByRole("button", { name: "Credit Profit" }).click();
    await pageA.getByRole("dialog", { name: "Credit profit" }).getByLabel("Type 6 to confirm").fill("6");
    await pageA.getByRole("dialog", { name: "Credit profit" }).getByRole("button", { name: "Credit 6%" }).click();
    await pageA
      .locator(".toaster")
      .getByText(/awaits a second admin's approval/)
      .first()
      .waitFor();
    await pageA.goto(`${baseUrl}/admin/approvals`);
    const row = pageA.locator("tr", { hasText: "6" }).filter({ has: pageA.getByRole("button", { name: "Approve" }) });
    await expect.poll(() => row.count()).toBe(1);
    expect(await row.getByRole("button", { name: "Approve" }).isDisabled()).toBe(true);
    await pageA.screenshot({ path: join(e2eEnv.artifactsDir, "approvals-own-request-1440.png"), fullPage: true });
  });

  it("admin B approves it on /admin/approvals after confirming, and the investor is credited $60.00 once", async () => {
    await loginThroughUi(pageB, baseUrl, adminB.email, adminB.password);
    await pageB.goto(`${baseUrl}/admin/approvals`);
    await pageB.getByRole("button", { name: "Approve" }).first().click();
    await pageB.getByRole("dialog").getByRole("button", { name: "Approve request" }).click();
    const investorToken = await client.login(investor.email, investor.password);
    await expect
      .poll(
        async () =>
          (await api<{ user?: { profitBalance?: number } }>("GET", "/api/user/dashboard", undefined, investorToken)).body.user
            ?.profitBalance,
        {
          timeout: 60_000,
        },
      )
      .toBe(60);
    await pageB.goto(`${baseUrl}/admin/approvals`);
    await pageB.locator("td", { hasText: adminB.fullName }).first().waitFor();
    await pageB.screenshot({ path: join(e2eEnv.artifactsDir, "approvals-approved-1440.png"), fullPage: true });
    // Approving again changes nothing: the request is no longer pending.
    expect(await pageB.getByRole("button", { name: "Approve" }).count()).toBe(0);
    await new Promise((r) => setTimeout(r, 1500));
    expect(
      (await api<{ user?: { profitBalance?: number } }>("GET", "/api/user/dashboard", undefined, investorToken)).body.user?.profitBalance,
    ).toBe(60);
  });
});
