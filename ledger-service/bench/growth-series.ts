import { performance } from "node:perf_hooks";
import { startTestApp } from "../testing/test-app.js";

/**
 * Growth series (issue 38; BENCH_GROWTH_SERIES=1 with growth.bench.ts): does a command's cost stay flat as the ledger grows? 100 investors
 * buy half a share each, 2,600 times (BENCH_SCALE scales the count), each purchase approved by the
 * admin, one request at a time, over HTTP against a real server on a fresh database. Prints the
 * median and p99 of a purchase and of its approval over the first and the last 250 (a tenth at
 * smaller scales) as JSON lines, and last / first.
 */
const scale = Number(process.env.BENCH_SCALE ?? "1");
const total = Math.max(200, Math.round(2600 * scale));
const window = Math.max(20, Math.min(250, Math.round(total / 10)));

const app = await startTestApp({ UPLOAD_RATE_PER_HOUR: "100000", UPLOAD_RATE_PER_ADDRESS_PER_HOUR: "1000000", LOG_LEVEL: "silent" });
try {
  const admin = await app.createUser({ isAdmin: true });
  const investors = await Promise.all(Array.from({ length: 100 }, () => app.createUser()));
  const purchaseMs: number[] = [];
  const approvalMs: number[] = [];
  for (let i = 0; i < total; i++) {
    const investor = investors[i % investors.length];
    if (!investor) throw new Error("no investor");
    const proof = await app.uploadProof(investor.token);
    let t = performance.now();
    const bought = await app.api("POST", "/api/shares", {
      token: investor.token,
      body: { numberOfShares: 0.5, paymentMethod: "TRC20", proof },
    });
    purchaseMs.push(performance.now() - t);
    if (bought.status !== 201) throw new Error(`purchase ${i}: ${bought.status} ${JSON.stringify(bought.body)}`);
    t = performance.now();
    const approved = await app.api("PUT", `/api/shares/approve/${bought.body.purchase._id}`, { token: admin.token });
    approvalMs.push(performance.now() - t);
    if (approved.status !== 200) throw new Error(`approval ${i}: ${approved.status} ${JSON.stringify(approved.body)}`);
  }
  const pct = (values: number[], p: number) => {
    const s = [...values].sort((a, b) => a - b);
    return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? 0;
  };
  for (const [name, values] of [
    ["purchase", purchaseMs],
    ["approval", approvalMs],
  ] as const) {
    const first = values.slice(0, window);
    const last = values.slice(-window);
    const line = {
      bench: "growth",
      name,
      count: total,
      window,
      firstP50Ms: Number(pct(first, 50).toFixed(2)),
      lastP50Ms: Number(pct(last, 50).toFixed(2)),
      firstP99Ms: Number(pct(first, 99).toFixed(2)),
      lastP99Ms: Number(pct(last, 99).toFixed(2)),
      lastOverFirst: Number((pct(last, 50) / pct(first, 50)).toFixed(3)),
    };
    console.log(JSON.stringify(line));
  }
} finally {
  await app.stop();
}
