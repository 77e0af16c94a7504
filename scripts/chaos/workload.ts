import { RunningLedgerAudit } from "@app/ledger-service/audit/running-verify";
import { verifyLedger } from "@app/ledger-service/audit/verify";
import { sql } from "kysely";
import type { ChaosApp, Random } from "./harness.js";
import { sleep } from "./harness.js";
import { tronWallet } from "@app/ledger-service/testing/wallets";

/**
 * The mixed concurrent workload, through the HTTP API: purchases and their approval or
 * rejection, withdrawals and their decisions, loans (request, approve/reject, mark paid: a
 * write-off, which waits for the co-admin), four-eyes approvals (two admins: what one admin
 * approves alone adds up, past the limits it waits, and the co-admin approves or rejects it),
 * profit runs, sell-backs and their approval or rejection, investors cancelling pending withdrawals and sell-backs, purchase windows opening and closing
 * (purchases outside them answer 409) and reads, by `clients` concurrent clients over `investors` investors. Every
 * `checkEvery` operations the clients pause, the ledger settles (runs finished, projections
 * caught up) and the running audit checks the invariants (RunningLedgerAudit: cost grows with
 * the events since the previous check, not with the ledger); after the last operation it runs
 * once more together with the full verifyLedger.
 */
export interface WorkloadReport {
  operations: number;
  byKind: Record<string, Record<number, number>>;
  unexpected: string[];
  /** Creations answered 404: the write happened, its answer was read from lagging read models. */
  createdButNotFound: string[];
  /** One answer per operation kind and status, for the report. */
  samples: Record<string, string>;
  invariantChecks: number;
  invariantFailures: string[];
  /** How long each running check took (the read models settled), and the final full verifyLedger. */
  checkMs: number[];
  /** Operations a second between one check and the next (the clients' time, not the checks'). */
  ratesPerSecond: number[];
  finalFullCheckMs: number;
  /** Per operation kind: answers and their total and longest time. */
  latency: Record<string, { n: number; totalMs: number; maxMs: number }>;
}

const ACCEPTED = new Set([200, 201, 400, 404, 409, 422]);
/**
 * While the projection runner is down: a write is stored but its read-back cannot be given
 * (202 with this message), and a run start that needs fresh read models refuses (503).
 */
const WHILE_CATCHING_UP: Record<number, string> = {
  202: "Your request was recorded and will show shortly.",
  503: "The ledger is catching up, please try again shortly",
};
const CREATIONS = new Set(["purchase", "withdrawal", "loan request", "sell-back"]);
const WALLET = { wallet: tronWallet("chaos"), network: "USDT TRC20" };

export async function runWorkload(
  app: ChaosApp,
  rnd: Random,
  options: {
    investors: number;
    operations: number;
    clients: number;
    checkEvery: number;
    keepGoing: () => boolean;
    settleTimeoutMs: number;
  },
): Promise<WorkloadReport> {
  // Two admins: four eyes is on (write-offs, runs and purchases past the solo limits wait).
  const [admin, coAdmin] = await app.createUsers(2, { isAdmin: true });
  if (!admin || !coAdmin) throw new Error("no admins");
  const investors = await app.createUsers(options.investors);
  // Read the portal's state only once the projections have caught up (they may still be starting).
  await app.settle(120_000);
  const status = await app.api("GET", "/api/loans/portal-status", { token: admin.token });
  if (status.body?.isOpen !== true) await app.api("POST", "/api/loans/toggle-portal", { token: admin.token });
  await app.settle(120_000);

  const pending = {
    purchases: [] as string[],
    withdrawals: [] as string[],
    loans: [] as string[],
    approvedLoans: [] as string[],
    sellBacks: [] as string[],
    approvals: [] as string[],
  };
  /** An admin decision held for the co-admin (202 with the approval): queued for the co-admin. */
  const heldOrDone = (r: { status: number; body: any }) => {
    if (r.status === 202 && r.body?.approval?._id) pending.approvals.push(r.body.approval._id);
    return r;
  };
  /** Each pending withdrawal's and sell-back's investor token: the investor may cancel it (racing the admin). */
  const ownerToken = new Map<string, string>();
  const windows: string[] = [];
  const report: WorkloadReport = {
    operations: 0,
    byKind: {},
    unexpected: [],
    createdButNotFound: [],
    samples: {},
    invariantChecks: 0,
    invariantFailures: [],
    checkMs: [],
    ratesPerSecond: [],
    finalFullCheckMs: 0,
    latency: {},
  };
  const take = (list: string[]) => (list.length ? list.splice(rnd.int(0, list.length - 1), 1)[0] : undefined);
  /** The admin approves (with probability `approveShare`) or rejects a request taken at random from `queue`. */
  const decideOne = async (queue: string[], path: string, approveShare: number) => {
    const id = take(queue);
    const verb = id && rnd.next() < approveShare ? "approve" : "reject";
    return id ? heldOrDone(await app.api("PUT", `${path}/${verb}/${id}`, { token: admin.token })) : null;
  };

  const operations: Array<[number, string, () => Promise<{ status: number; body: any } | null>]> = [
    [
      24,
      "purchase",
      async () => {
        const buyer = rnd.pick(investors);
        const r = await app.api("POST", "/api/shares", {
          token: buyer.token,
          body: { numberOfShares: rnd.pick(["0.5", "1", "1.5", "2"]), paymentMethod: "TRC20", proof: await app.proofFor(buyer.id) },
        });
        if (r.status === 201) pending.purchases.push(r.body.purchase._id);
        return r;
      },
    ],
    [18, "purchase decision", () => decideOne(pending.purchases, "/api/shares", 0.75)],
    [
      16,
      "withdrawal",
      async () => {
        const { token } = rnd.pick(investors);
        const r = await app.api("POST", "/api/withdrawals", {
          token,
          body: { amount: rnd.pick(["5.5", "6", "7.25", "10"]), source: rnd.next() < 0.9 ? "profit" : "reward", ...WALLET },
        });
        if (r.status === 201) {
          pending.withdrawals.push(r.body.withdrawal._id);
          ownerToken.set(r.body.withdrawal._id, token);
        }
        return r;
      },
    ],
    [12, "withdrawal decision", () => decideOne(pending.withdrawals, "/api/withdrawals", 0.6)],
    [
      7,
      "loan request",
      async () => {
        const r = await app.api("POST", "/api/loans/request", {
          token: rnd.pick(investors).token,
          body: { percentage: String(rnd.int(1, 20)), ...WALLET },
        });
        if (r.status === 201) pending.loans.push(r.body.loan._id);
        return r;
      },
    ],
    [
      7,
      "loan decision",
      async () => {
        const paid = rnd.next() < 0.2 ? take(pending.approvedLoans) : undefined;
        if (paid) return heldOrDone(await app.api("PUT", `/api/loans/mark-paid/${paid}`, { token: admin.token }));
        const id = take(pending.loans);
        if (!id) return null;
        const approve = rnd.next() < 0.7;
        const r = heldOrDone(await app.api("PUT", `/api/loans/${approve ? "approve" : "reject"}/${id}`, { token: admin.token }));
        if (approve && r.status === 200) pending.approvedLoans.push(id);
        return r;
      },
    ],
    [
      2,
      "profit run",
      async () =>
        heldOrDone(
          await app.api("POST", "/api/profits/credit", { token: admin.token, body: { percentage: rnd.pick(["0.5", "1", "2.5"]) } }),
        ),
    ],
    [
      4,
      "sell-back",
      async () => {
        const { token } = rnd.pick(investors);
        const r = await app.api("POST", "/api/shares/sell-back", {
          token,
          body: { numberOfShares: rnd.pick([0.5, 1, 1.5]), ...WALLET },
        });
        if (r.status === 201) {
          pending.sellBacks.push(r.body.sellBack._id);
          ownerToken.set(r.body.sellBack._id, token);
        }
        return r;
      },
    ],
    [
      3,
      "withdrawal cancel",
      async () => {
        // Left in the admin's queue: a later decision races the cancel (one of them answers 409).
        const id = pending.withdrawals.length ? rnd.pick(pending.withdrawals) : undefined;
        return id ? app.api("PUT", `/api/withdrawals/${id}/cancel`, { token: ownerToken.get(id) }) : null;
      },
    ],
    [
      1,
      "sell-back cancel",
      async () => {
        const id = pending.sellBacks.length ? rnd.pick(pending.sellBacks) : undefined;
        return id ? app.api("PUT", `/api/shares/sell-back/${id}/cancel`, { token: ownerToken.get(id) }) : null;
      },
    ],
    [3, "sell-back decision", () => decideOne(pending.sellBacks, "/api/shares/sell-back", 0.7)],
    [
      10,
      "co-admin approval",
      async () => {
        // The second admin decides what waits: approving carries it out once (or records why it could not).
        // An answer that lost its approval (202 while the read models caught up) is found in the list.
        let id = take(pending.approvals);
        if (!id) {
          const listed = await app.api("GET", "/api/admin/approvals?page=1&limit=20", { token: coAdmin.token });
          const waiting = (listed.body?.approvals ?? []).filter(
            (a: { status: string; requestedBy: { _id: string } }) => a.status === "Pending" && a.requestedBy._id !== coAdmin.id,
          ) as Array<{ _id: string }>;
          id = waiting.length ? rnd.pick(waiting)._id : undefined;
        }
        return id
          ? app.api("PUT", `/api/admin/approvals/${id}/${rnd.next() < 0.85 ? "approve" : "reject"}`, { token: coAdmin.token })
          : null;
      },
    ],
    [
      2,
      "purchase window",
      async () => {
        // Open a short window now or soon (purchases close before and after it), then remove it:
        // one window at a time, so purchases are open most of the run and closed now and then.
        // The schedule is read back (a 202 answer, while the read models lag, carries no id).
        if (windows.length > 0) {
          windows.length = 0;
          const listed = await app.api("GET", "/api/purchase-windows");
          const ids: string[] = (listed.body?.windows ?? []).map((w: { id: string }) => w.id);
          let last: { status: number; body: any } | null = listed.status === 200 ? null : listed;
          for (const id of ids) last = await app.api("DELETE", `/api/admin/purchase-windows/${id}`, { token: admin.token });
          return last;
        }
        const opensAt = Date.now() + rnd.int(-1000, 2000);
        const r = await app.api("POST", "/api/admin/purchase-windows", {
          token: admin.token,
          body: { opensAt: new Date(opensAt).toISOString(), closesAt: new Date(opensAt + rnd.int(1000, 4000)).toISOString() },
        });
        if (r.status === 201 || r.status === 202) windows.push(r.body?.id ?? "unknown");
        return r;
      },
    ],
    [
      14,
      "read",
      async () =>
        app.api("GET", rnd.next() < 0.7 ? "/api/user/dashboard" : "/api/withdrawals?page=1&limit=5", { token: rnd.pick(investors).token }),
    ],
  ];
  const weight = operations.reduce((s, [w]) => s + w, 0);
  const pickOperation = () => {
    let x = rnd.next() * weight;
    for (const op of operations) {
      x -= op[0];
      if (x < 0) return op;
    }
    return operations[operations.length - 1] as (typeof operations)[number];
  };

  // Every `checkEvery` operations: the cheap running audit (O(accounts + investors + new
  // events), see ledger-service/src/audit/running-verify.ts); at the end, also the full
  // verifyLedger (every investor stream folded from its first event).
  const audit = new RunningLedgerAudit();
  const started = Date.now();
  let paused = false;
  let inFlight = 0;
  let nextCheckAt = options.checkEvery;
  let since = { at: started, operations: 0 };
  const check = async (final = false) => {
    paused = true;
    while (inFlight > 0) await sleep(10);
    const t0 = Date.now();
    await quiesce(app, options.settleTimeoutMs);
    const t1 = Date.now();
    const eventsBefore = audit.events;
    const results = await audit.check(app.ctx.db, app.ctx.store);
    const t2 = Date.now();
    if (final) results.push(...(await verifyLedger(app.ctx.db, app.ctx.store)));
    const t3 = Date.now();
    report.invariantChecks++;
    report.checkMs.push(t2 - t1);
    if (final) report.finalFullCheckMs = t3 - t2;
    for (const r of results.filter((r) => !r.ok))
      report.invariantFailures.push(`after ${report.operations} operations: ${r.name}: ${r.detail}`);
    const rate = ((report.operations - since.operations) * 1000) / Math.max(1, t0 - since.at);
    report.ratesPerSecond.push(rate);
    const runs = await sql<{ n: number; members: number; seconds: string }>`
      SELECT count(*)::int AS n, coalesce(sum(total), 0)::int AS members,
             coalesce(avg(extract(epoch FROM completed_at - started_at)), 0)::numeric(10,1)::text AS seconds
      FROM money_runs WHERE kind = 'profit' AND status = 'completed' AND completed_at > ${new Date(since.at)}`.execute(app.ctx.db);
    const done = runs.rows[0];
    console.log(
      `      check ${report.invariantChecks} after ${report.operations} operations (${rate.toFixed(1)}/s since the last; ` +
        `${done?.n ?? 0} profit runs over ${done?.members ?? 0} members, ${done?.seconds ?? 0} s each): ` +
        `${audit.events} events (+${audit.events - eventsBefore}), settled in ${t1 - t0} ms, checked in ${t2 - t1} ms` +
        `${final ? `, full verifyLedger ${t3 - t2} ms` : ""}, ${results.every((r) => r.ok) ? "all held" : "FAILED"} (${((t3 - started) / 1000).toFixed(0)} s)`,
    );
    since = { at: Date.now(), operations: report.operations };
    paused = false;
  };

  const client = async () => {
    while (report.operations < options.operations || options.keepGoing()) {
      if (paused) {
        await sleep(20);
        continue;
      }
      if (report.operations >= nextCheckAt) {
        nextCheckAt += options.checkEvery;
        await check();
        continue;
      }
      const [, kind, run] = pickOperation();
      inFlight++;
      try {
        const opStarted = performance.now();
        const r = await run().catch((e: Error) => ({ status: 0, body: e.message }));
        if (!r) continue; // nothing pending to decide: not an operation
        report.operations++;
        const ms = performance.now() - opStarted;
        const lat = report.latency[kind] ?? { n: 0, totalMs: 0, maxMs: 0 };
        report.latency[kind] = lat;
        lat.n++;
        lat.totalMs += ms;
        lat.maxMs = Math.max(lat.maxMs, ms);
        const counts = report.byKind[kind] ?? {};
        report.byKind[kind] = counts;
        counts[r.status] = (counts[r.status] ?? 0) + 1;
        report.samples[`${kind} ${r.status}`] ??= JSON.stringify(r.body).slice(0, 120);
        if (CREATIONS.has(kind) && r.status === 404) report.createdButNotFound.push(`${kind}: ${JSON.stringify(r.body)}`);
        const catchingUp =
          WHILE_CATCHING_UP[r.status] !== undefined && (r.body as { message?: string })?.message === WHILE_CATCHING_UP[r.status];
        const held = r.status === 202 && (r.body as { approval?: { status?: string } })?.approval?.status === "Pending";
        if (!ACCEPTED.has(r.status) && !catchingUp && !held)
          report.unexpected.push(`${kind}: ${r.status} ${JSON.stringify(r.body).slice(0, 160)}`);
      } finally {
        inFlight--;
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  await check(true);
  return report;
}

/** No money run in progress and the read models caught up with every event: a fair moment to audit. */
export async function quiesce(app: ChaosApp, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const running = await sql<{ n: number }>`SELECT count(*)::int AS n FROM money_runs WHERE status = 'running'`.execute(app.ctx.db);
    if ((running.rows[0]?.n ?? 0) === 0) break;
    if (Date.now() > deadline) throw new Error(`a money run was still running after ${timeoutMs} ms`);
    await sleep(100);
  }
  await app.settle(Math.max(1000, deadline - Date.now()));
}
