import { performance } from "node:perf_hooks";
import { type DomainEvent, streams } from "@app/contracts";
import { appendDecided } from "@app/event-store/command-runner";
import { investorWithShares } from "../testing/seed-ledger.js";
import { LONE_ADMIN_UNCAPPED, startTestApp, type TestApp } from "../testing/test-app.js";
import { tronWallet } from "../testing/wallets.js";
import { processRun } from "../src/profits/run-engine.js";
import { creditBalanceForTest } from "../testing/test-seeding.js";

/**
 * Growth benchmark (issue 38.2): a command's cost with 1,000, 10,000 and 100,000 prior events in
 * the shared streams it reads (`offering`, `platform-settings`, the admin's `admin-allowance-*`;
 * BENCH_GROWTH_LEVELS overrides, BENCH_SCALE scales them). Each level is a fresh database and a
 * fresh process state: the prior events are appended through the event store in bulk
 * (appendDecided, the command path's append), the read models catch up, then BENCH_GROWTH_SAMPLES
 * investors (default 40), one request at a time over HTTP, each do: a purchase of half a share,
 * the admin's approval of it, a withdrawal, a sell-back, a loan request and a dashboard read;
 * then a profit run over them all (time per investor). The first command after the seeding folds
 * the history once (and snapshots it); p99 includes that. Prints a JSON line per operation and
 * level, and the 100,000 / 1,000 ratio of the p50s.
 * The purchase-after-purchase series (2,600 by 100 investors) is growth-series.ts, run here with
 * BENCH_GROWTH_SERIES=1.
 */
const scale = Number(process.env.BENCH_SCALE ?? "1");
const levels = (process.env.BENCH_GROWTH_LEVELS ?? "1000,10000,100000").split(",").map((n) => Math.max(100, Math.round(Number(n) * scale)));
const samples = Number(process.env.BENCH_GROWTH_SAMPLES ?? "40");
const CHUNK = 5_000;

const pct = (values: number[], p: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
};

/** `count` events on `streamId`, appended CHUNK at a time at the stream's version. */
async function seed(app: TestApp, streamId: string, count: number, event: (i: number) => DomainEvent): Promise<void> {
  let version = (await app.ctx.store.readStream(streamId)).length;
  for (let from = 0; from < count; from += CHUNK) {
    const events = Array.from({ length: Math.min(CHUNK, count - from) }, (_, k) => event(from + k));
    await appendDecided(app.ctx.store, [{ streamId, expectedVersion: version, events, metadata: { actor: "bench-seed" } }]);
    version += events.length;
  }
}

async function caughtUp(app: TestApp): Promise<void> {
  for (;;) {
    try {
      await app.ctx.readYourWrites(await app.ctx.store.headPosition());
      return;
    } catch {
      // still projecting the seeded events
    }
  }
}

async function level(prior: number): Promise<Record<string, number[]>> {
  // The app's clock: moved 7 months on before the sell-backs (shares are sold 6 months after purchase).
  let now = new Date();
  const app = await startTestApp(
    {
      ...LONE_ADMIN_UNCAPPED,
      FOUR_EYES_AMOUNT: "1000000000",
      UPLOAD_RATE_PER_HOUR: "100000",
      UPLOAD_RATE_PER_ADDRESS_PER_HOUR: "1000000",
      LOG_LEVEL: "silent",
    },
    { clock: () => now },
  );
  try {
    const admin = await app.createUser({ isAdmin: true });
    const t0 = performance.now();
    // Half a share taken and given back (the offering's allocation unchanged), the price moved
    // and moved back, approvals done alone 10 to 40 days ago (outside every rolling window).
    await seed(app, streams.offering(), prior, (i) =>
      i % 2 === 0
        ? { type: "OfferingSharesAllocated", data: { purchaseId: `seed-${i}`, userId: "bench-seed", shares: "0.5" } }
        : { type: "OfferingSharesReturned", data: { sellBackId: `seed-${i}`, userId: "bench-seed", shares: "0.5" } },
    );
    await seed(app, streams.settings(), prior - (prior % 2), (i) => ({
      type: "SharePriceChanged",
      data: i % 2 === 0 ? { previousPrice: "100.00", pricePerShare: "101.00" } : { previousPrice: "101.00", pricePerShare: "100.00" },
    }));
    const seededAt = app.ctx.clock().getTime();
    await seed(app, streams.adminAllowance(admin.id), prior, (i) => ({
      type: "AdminAllowanceUsed",
      data: {
        kind: "withdrawal",
        target: `seed-${i}`,
        amount: "1.00",
        at: new Date(seededAt - (40 - (30 * i) / prior) * 86_400_000).toISOString(),
      },
    }));
    await caughtUp(app);
    const seededMs = performance.now() - t0;
    const investors = [];
    for (let i = 0; i < samples; i++) {
      const investor = await investorWithShares(app, "5");
      await creditBalanceForTest(app.ctx, investor.id, "profit", "100");
      investors.push(investor);
    }
    now = new Date(now.getTime() + 213 * 86_400_000);
    const ms: Record<string, number[]> = {
      purchase: [],
      approval: [],
      withdrawal: [],
      "sell-back": [],
      "loan request": [],
      dashboard: [],
      "profit run per investor": [],
    };
    const timed = async (name: string, call: () => Promise<{ status: number; body: unknown }>, expected: number) => {
      const t = performance.now();
      const res = await call();
      ms[name]?.push(performance.now() - t);
      if (res.status !== expected) throw new Error(`${name}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body as Record<string, Record<string, string>>;
    };
    const wallet = { wallet: tronWallet("bench"), network: "USDT TRC20" };
    for (const [i, investor] of investors.entries()) {
      const token = investor.token;
      const proof = await app.uploadProof(token);
      const bought = await timed(
        "purchase",
        () => app.api("POST", "/api/shares", { token, body: { numberOfShares: 0.5, paymentMethod: "TRC20", proof } }),
        201,
      );
      await timed("approval", () => app.api("PUT", `/api/shares/approve/${bought.purchase?._id}`, { token: admin.token }), 200);
      await timed(
        "withdrawal",
        () => app.api("POST", "/api/withdrawals", { token, body: { amount: "10", source: "profit", ...wallet } }),
        201,
      );
      await timed(
        "sell-back",
        () =>
          app.api("POST", "/api/shares/sell-back", {
            token,
            body: { numberOfShares: 0.5, ...wallet },
            headers: { "idempotency-key": `s-${i}` },
          }),
        201,
      );
      await timed("loan request", () => app.api("POST", "/api/loans/request", { token, body: { percentage: 10, ...wallet } }), 201);
      await timed("dashboard", () => app.api("GET", "/api/user/dashboard", { token }), 200);
    }
    const t = performance.now();
    const run = await app.api("POST", "/api/profits/credit", { token: admin.token, body: { percentage: "1" } });
    if (run.status !== 200) throw new Error(`profit run: ${run.status} ${JSON.stringify(run.body)}`);
    await processRun(app.ctx, run.body.runId as string);
    ms["profit run per investor"]?.push((performance.now() - t) / investors.length);
    console.error(`# growth: ${prior} prior events per stream seeded and projected in ${(seededMs / 1000).toFixed(1)} s`);
    return ms;
  } finally {
    await app.stop();
  }
}

const results = new Map<number, Record<string, number[]>>();
for (const prior of levels) {
  const ms = await level(prior);
  results.set(prior, ms);
  for (const [name, values] of Object.entries(ms)) {
    console.log(
      JSON.stringify({
        bench: "growth",
        name,
        priorEvents: prior,
        samples: values.length,
        p50Ms: Number(pct(values, 50).toFixed(2)),
        p99Ms: Number(pct(values, 99).toFixed(2)),
      }),
    );
  }
}
const first = results.get(levels[0] as number);
const last = results.get(levels.at(-1) as number);
if (first && last && levels.length > 1)
  for (const name of Object.keys(first))
    console.log(
      JSON.stringify({
        bench: "growth",
        name,
        ratio: `${levels.at(-1)}/${levels[0]}`,
        p50Ratio: Number((pct(last[name] ?? [], 50) / pct(first[name] ?? [], 50)).toFixed(3)),
      }),
    );
if (process.env.BENCH_GROWTH_SERIES === "1") await import("./growth-series.js");
