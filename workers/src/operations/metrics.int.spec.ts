import type { AddressInfo } from "node:net";
import { parseExposition, sampleValue } from "@app/ledger-service/metrics/exposition";
import { serveHealth } from "@app/ledger-service/health-server";
import { investorWithShares } from "@app/ledger-service/testing/seed-ledger";
import { startTestApp, type TestApp } from "@app/ledger-service/testing/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startWorkers, type WorkerSet } from "../start-workers.js";

/**
 * The operator's view: the API (with the workers in its process, as `npm start` runs them)
 * after a short workload, scraped at GET /api/admin/metrics as Prometheus would.
 */
const METRICS_TOKEN = "scrape-token-0123456789abcdef0123456789";
let app: TestApp;
let workers: WorkerSet;
let admin: { id: string; token: string };

beforeAll(async () => {
  app = await startTestApp({ METRICS_TOKEN });
  workers = startWorkers(app.ctx, app.runtime.redis, app.queuePrefix);
  admin = await app.createUser({ isAdmin: true });
});
afterAll(async () => {
  await workers?.close();
  await app?.stop();
});

const scrape = async (authorization?: string) => {
  const res = await fetch(`${app.url}/api/admin/metrics`, { headers: authorization ? { authorization } : {} });
  return { status: res.status, type: res.headers.get("content-type"), text: await res.text() };
};

async function waitUntil(check: () => Promise<boolean>, ms = 20_000) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("condition not met in time");
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("GET /api/admin/metrics", () => {
  it("when a login failed, a login was held (429), shares were bought, a run credited and a mail went out, then the scrape shows each family with those counts", async () => {
    const email = "held@example.com";
    for (let i = 0; i < 5; i++)
      expect((await app.api("POST", "/api/auth/login", { body: { email, password: `wrong-password-${i}` } })).status).toBe(401);
    expect((await app.api("POST", "/api/auth/login", { body: { email, password: "wrong-password-x" } })).status).toBe(429);

    const investor = await investorWithShares(app, "2");
    const proof = await app.uploadProof(investor.token);
    const buy = await app.api("POST", "/api/shares", { token: investor.token, body: { numberOfShares: 1, paymentMethod: "TRC20", proof } });
    expect(buy.status).toBe(201);
    const run = await app.api("POST", "/api/profits/credit", { token: admin.token, body: { percentage: 1 } });
    expect(run.status).toBe(200);
    await app.api("POST", "/api/auth/forgot-password", { body: { email: investor.email } });
    await waitUntil(
      async () =>
        (sampleValue(
          parseExposition((await scrape(`Bearer ${admin.token}`)).text),
          "shareinvest_mails_sent_total",
          "shareinvest_mails_sent_total",
        ) ?? 0) >= 1,
    );
    await waitUntil(async () => {
      const row = await app.ctx.db.selectFrom("money_runs").select("status").where("id", "=", run.body.runId).executeTakeFirst();
      return row?.status === "completed";
    });

    const res = await scrape(`Bearer ${admin.token}`);
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/plain; version=0\.0\.4/);
    const families = parseExposition(res.text);
    const value = (family: string, name: string, labels: Record<string, string> = {}) => sampleValue(families, family, name, labels);

    const latency = "shareinvest_http_request_duration_seconds";
    expect(families.get(latency)?.type).toBe("histogram");
    expect(value(latency, `${latency}_count`, { method: "POST", route: "/api/auth/login", status: "401" })).toBe(5);
    expect(value(latency, `${latency}_count`, { method: "POST", route: "/api/shares", status: "201" })).toBe(1);
    // Route patterns, never raw paths (upload names, ids).
    expect(families.get(latency)?.samples.some((s) => /[0-9a-f]{8}-[0-9a-f]{4}/.test(s.labels.route ?? ""))).toBe(false);

    expect(value("shareinvest_sign_in_failures_total", "shareinvest_sign_in_failures_total", { step: "password" })).toBe(5);
    expect(value("shareinvest_http_rate_limited_total", "shareinvest_http_rate_limited_total", { route: "/api/auth/login" })).toBe(1);
    expect(value("shareinvest_auth_events_total", "shareinvest_auth_events_total", { kind: "sign-in-held" })).toBe(1);
    expect(value("shareinvest_mails_sent_total", "shareinvest_mails_sent_total")).toBeGreaterThanOrEqual(1);
    expect(families.get("shareinvest_mails_failed_total")?.type).toBe("counter");

    expect(families.get("shareinvest_projection_lag_events")?.type).toBe("gauge");
    const lagged = families.get("shareinvest_projection_lag_events")?.samples ?? [];
    expect(lagged.length).toBeGreaterThan(1); // one per read model
    expect(lagged.every((s) => Number.isInteger(s.value) && s.value >= 0)).toBe(true);

    for (const state of ["waiting", "active", "delayed", "failed"])
      expect(value("shareinvest_queue_jobs", "shareinvest_queue_jobs", { queue: "email", state }), state).toBeTypeOf("number");

    const runLabels = { kind: "profit", run_id: run.body.runId, status: "completed" };
    const members = value("shareinvest_run_members", "shareinvest_run_members", { ...runLabels, count: "members" });
    expect(members).toBeGreaterThanOrEqual(1);
    expect(value("shareinvest_run_members", "shareinvest_run_members", { ...runLabels, count: "credited" })).toBe(members);
  });

  it("when no token, a wrong token or a non-admin's token is sent, then 401, 401 and 403; METRICS_TOKEN (a scraper) gets the text", async () => {
    expect((await scrape()).status).toBe(401);
    expect((await scrape(`Bearer ${METRICS_TOKEN.slice(0, -1)}x`)).status).toBe(401);
    const investor = await app.createUser();
    expect((await scrape(`Bearer ${investor.token}`)).status).toBe(403);
    const scraper = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(scraper.status).toBe(200);
    expect(parseExposition(scraper.text).get("shareinvest_queue_jobs")?.type).toBe("gauge");
  });

  it("when a projection runner or worker process serves HEALTH_PORT, then GET /metrics there answers the same families", async () => {
    const server = serveHealth(app.ctx, 0);
    if (!server) throw new Error("no health server");
    await new Promise((r) => server.once("listening", r));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/metrics`);
      expect(res.status).toBe(200);
      const families = parseExposition(await res.text());
      for (const name of [
        "shareinvest_projection_lag_events",
        "shareinvest_queue_jobs",
        "shareinvest_mails_sent_total",
        "shareinvest_run_members",
      ])
        expect(families.has(name), name).toBe(true);
    } finally {
      server.close();
    }
  });
});
