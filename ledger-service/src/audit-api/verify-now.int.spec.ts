import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../testing/test-app.js";
import { buySharesForTest } from "../../testing/seed-ledger.js";

let app: TestApp;
let auditor: Awaited<ReturnType<TestApp["createUser"]>>;
let investor: Awaited<ReturnType<TestApp["createUser"]>>;

beforeAll(async () => {
  app = await startTestApp();
  auditor = await app.createUser({ isAuditor: true });
  investor = await app.createUser({ fullName: "Ada Obi" });
  await buySharesForTest(app, investor.id, "2");
  await app.settle();
}, 60_000);
afterAll(async () => {
  await app?.stop();
});

const verifyRuns = async () =>
  Number(
    (
      await app.ctx.db
        .selectFrom("audit_runs")
        .select((eb) => eb.fn.countAll<string>().as("n"))
        .where("kind", "=", "verify")
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Polls GET /audit/verify until no verification runs; returns its last answer. */
async function untilIdle(token: string) {
  for (let i = 0; i < 200; i++) {
    const res = await app.api("GET", "/api/audit/verify", { token });
    if (res.body.status === "idle") return res;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error("the verification did not finish");
}

describe("Verify now (POST /api/audit/verify)", () => {
  it("when an auditor starts it, then it runs in the background and its passed result is recorded and returned with every check", async () => {
    const before = await verifyRuns();
    const start = await app.api("POST", "/api/audit/verify", { token: auditor.token });
    expect(start.status).toBe(202);
    expect(start.body.status).toBe("running");
    const done = await untilIdle(auditor.token);
    expect(await verifyRuns()).toBe(before + 1);
    expect(done.body.last).toMatchObject({ kind: "verify", ok: true });
    const checks = done.body.last.report as { name: string; ok: boolean }[];
    expect(checks.map((c) => c.name)).toContain("every account's balance equals the transfers of its events");
    expect(checks.every((c) => c.ok)).toBe(true);
    const runs = await app.api("GET", "/api/audit/runs", { token: auditor.token });
    expect(runs.body.verify.id).toBe(done.body.last.id);
  });

  it("when the ledger is tampered with, then the run is recorded as failed with the violated check", async () => {
    await app.ctx.db.updateTable("investor_balances").set({ profit_balance: "999.00" }).where("user_id", "=", investor.id).execute();
    try {
      expect((await app.api("POST", "/api/audit/verify", { token: auditor.token })).status).toBe(202);
      const done = await untilIdle(auditor.token);
      expect(done.body.last.ok).toBe(false);
      const failed = (done.body.last.report as { name: string; ok: boolean; detail: string }[]).filter((c) => !c.ok);
      expect(failed.map((c) => c.name)).toContain("read-model balances equal the investor streams folded by the domain");
    } finally {
      await app.ctx.db.updateTable("investor_balances").set({ profit_balance: "0" }).where("user_id", "=", investor.id).execute();
    }
  });

  it("when an investor asks to verify, then 403 and no run is recorded", async () => {
    const before = await verifyRuns();
    expect((await app.api("POST", "/api/audit/verify", { token: investor.token })).status).toBe(403);
    expect((await app.api("GET", "/api/audit/verify", { token: investor.token })).status).toBe(403);
    expect(await verifyRuns()).toBe(before);
  });

  it("when a verification is already running (on any host), then a second start answers 409 with the running status and starts nothing", async () => {
    const before = await verifyRuns();
    // Another host's run holds the lock for as long as it verifies.
    const other = await app.ctx.handle.pool.connect();
    try {
      await other.query("SELECT pg_advisory_lock($1, $2)", [0x61756474, 0x76726679]);
      const second = await app.api("POST", "/api/audit/verify", { token: auditor.token });
      expect(second.status).toBe(409);
      expect(second.body).toMatchObject({ message: "A verification is already running", status: "running" });
      expect((await app.api("GET", "/api/audit/verify", { token: auditor.token })).body.status).toBe("running");
    } finally {
      await other.query("SELECT pg_advisory_unlock($1, $2)", [0x61756474, 0x76726679]);
      other.release();
    }
    expect(await verifyRuns()).toBe(before);
  });

  it("when two starts race, then exactly one run is recorded per accepted start and a refused one added none", async () => {
    const before = await verifyRuns();
    const [a, b] = await Promise.all([
      app.api("POST", "/api/audit/verify", { token: auditor.token }),
      app.api("POST", "/api/audit/verify", { token: auditor.token }),
    ]);
    const accepted = [a, b].filter((r) => r.status === 202).length;
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect([a.status, b.status].every((s) => s === 202 || s === 409)).toBe(true);
    await untilIdle(auditor.token);
    expect(await verifyRuns()).toBe(before + accepted);
  });
});
