import { randomUUID } from "node:crypto";
import { type EventType, eventTypes, parseEvent } from "@app/contracts";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { replayAndCompare } from "../audit/replay.js";
import { tableChecksum } from "../audit/checksums.js";
import { createDatabase, type DatabaseHandle } from "../db/database.js";
import type { AppendBatch, EventStore, NewEvent } from "@app/event-store/port";
import { PostgresEventStore } from "@app/event-store/postgres-event-store";
import { allProjections } from "../registry.js";
import { loanApprovalData, loanRequestData, WALLET, withdrawalApprovalData, withdrawalRequestData } from "../../testing/given-events.js";
import { createMigratedTestDatabase } from "../../testing/test-database.js";
import { ProjectionRunner } from "./projection-runner.js";
import type { Projection } from "./projection.js";
import { ensureReadModelSchema } from "./read-model-schema.js";
import { rebuildReadModels } from "./rebuild.js";

const AT = "2026-03-01T10:00:00.000Z";
const used = new Set<string>();

/** A valid event (checked against its schema). */
function event(type: EventType, data: Record<string, unknown>): NewEvent {
  used.add(type);
  return { eventId: randomUUID(), type, data: parseEvent(type, data).data };
}

const inv = (u: string, kind: string) => `investor:${u}:${kind}`;
const platform = (name: string) => `platform:${name}`;
const transfer = (debit: string, credit: string, amount: string) => ({ debit, credit, amount });

/**
 * One investor's story, as rounds of appends (one append per round, streams interleaved across
 * investors, so that with small batches a request and its decision land in different batches;
 * some appends hold both, so that they also land in the same batch).
 */
function investorRounds(i: number, u: string, phase: 1 | 2): AppendBatch[][] {
  const stream = `investor-${u}`;
  const one = (...events: NewEvent[]): AppendBatch[] => [{ streamId: stream, expectedVersion: "any", events }];
  const purchase = { shares: "2.5", pricePerShare: "100.00", amount: "250.00" };
  const approve = (purchaseId: string): AppendBatch[] => [
    {
      streamId: stream,
      expectedVersion: "any",
      events: [
        event("SharePurchaseApproved", {
          purchaseId,
          ...purchase,
          transfers: [transfer(platform("treasury"), platform("share-capital"), "250.00")],
        }),
      ],
    },
    { streamId: "offering", expectedVersion: "any", events: [event("OfferingSharesAllocated", { purchaseId, userId: u, shares: "2.5" })] },
  ];
  const request = (purchaseId: string) =>
    event("SharePurchaseRequested", {
      purchaseId,
      ...purchase,
      network: "TRC20",
      proof: `https://proofs/${purchaseId}.png`,
      ...(i % 2 ? { referralCode: "REF-1" } : {}),
      requestedAt: AT,
    });
  const profit = (runId: string, amount: string) =>
    event("ProfitCredited", {
      runId,
      percentage: "1.5",
      shares: "2.5",
      pricePerShare: "100.00",
      amount,
      transfers: [transfer(platform("profit-expense"), inv(u, "profit"), amount)],
    });
  // Sell-backs: approved ones return their shares to the offering in the same append.
  const sellBackRequest = (sellBackId: string, shares: string) =>
    event("SharesSellBackRequested", { sellBackId, shares, wallet: WALLET, network: "USDT TRC20", requestedAt: AT });
  const sellBackApproved = (sellBackId: string, shares: string, gross: string, fee: string, payout: string): AppendBatch[] => [
    {
      streamId: stream,
      expectedVersion: "any",
      events: [
        event("SharesSellBackApproved", {
          sellBackId,
          shares,
          pricePerShare: "100.00",
          gross,
          fee,
          payout,
          approvedAt: AT,
          transfers: [
            transfer(platform("share-capital"), platform("treasury"), payout),
            transfer(platform("share-capital"), platform("fee-income"), fee),
          ],
        }),
      ],
    },
    { streamId: "offering", expectedVersion: "any", events: [event("OfferingSharesReturned", { sellBackId, userId: u, shares })] },
  ];
  if (phase === 2)
    return [
      i % 4 === 1
        ? i % 8 === 1
          ? sellBackApproved(`s1-${i}`, "1", "100.00", "10.00", "90.00")
          : one(event("SharesSellBackRejected", { sellBackId: `s1-${i}`, shares: "1" }))
        : [],
      // A purchase requested in phase 1 and left pending is decided only now (after a rebuild).
      i % 5 === 4 ? one(event("SharePurchaseRejected", { purchaseId: `p3-${i}` })) : approve(`p3-${i}`),
      one(profit("run-3", "1.25")),
      i % 3 === 0
        ? one(
            event("WithdrawalRejected", {
              withdrawalId: `w2-${i}`,
              amount: "1.00",
              transfers: [transfer(inv(u, "withdrawal-hold"), inv(u, "profit"), "1.00")],
            }),
          )
        : [],
    ];
  const rounds: AppendBatch[][] = [
    one(request(`p1-${i}`)),
    i % 5 === 0 ? one(event("SharePurchaseRejected", { purchaseId: `p1-${i}` })) : approve(`p1-${i}`),
    // Requested and decided in one append: the same batch.
    i % 3 === 0
      ? one(request(`p2-${i}`), event("SharePurchaseRejected", { purchaseId: `p2-${i}` }))
      : [{ streamId: stream, expectedVersion: "any", events: [request(`p2-${i}`)] }, ...approve(`p2-${i}`)],
    one(profit("run-1", "3.75")),
    one(request(`p3-${i}`)),
    one(profit("run-2", "2.50")),
  ];
  if (i % 4 === 1) rounds.push(one(sellBackRequest(`s1-${i}`, "1")));
  if (i % 4 === 3)
    rounds.push(one(sellBackRequest(`s2-${i}`, "0.5"), event("SharesSellBackRejected", { sellBackId: `s2-${i}`, shares: "0.5" })));
  if (i % 4 === 2)
    rounds.push(
      one(
        // Held for a new wallet, then taken back by the investor.
        event("SharesSellBackRequested", {
          sellBackId: `s3-${i}`,
          shares: "0.5",
          wallet: WALLET,
          network: "USDT TRC20",
          requestedAt: AT,
          heldUntil: AT,
        }),
        event("SharesSellBackCancelled", { sellBackId: `s3-${i}`, shares: "0.5", cancelledAt: AT }),
      ),
    );
  if (i % 6 === 2) {
    // Requested and approved in one batch.
    rounds.push(one(sellBackRequest(`s0-${i}`, "0.5")));
    rounds.push(sellBackApproved(`s0-${i}`, "0.5", "50.00", "5.00", "45.00"));
  }
  if (i % 7 === 0)
    rounds.push([
      {
        streamId: stream,
        expectedVersion: "any",
        events: [
          event("SharesAdjusted", {
            previousShares: "5",
            newShares: "5.5",
            pricePerShare: "100.00",
            transfers: [transfer(platform("equity-adjustment"), platform("share-capital"), "50.00")],
          }),
        ],
      },
      {
        streamId: "offering",
        expectedVersion: "any",
        events: [event("OfferingSharesAdjusted", { userId: u, previousShares: "5", newShares: "5.5" })],
      },
    ]);
  if (i % 4 === 0)
    rounds.push(
      one(
        event("ReferralRewardCredited", {
          runId: "rr-1",
          percentage: "2",
          teamShares: "5",
          teamInvestment: "500.00",
          amount: "10.00",
          transfers: [transfer(platform("reward-expense"), inv(u, "reward"), "10.00")],
        }),
      ),
    );
  if (i % 3 === 0) {
    const withdrawal = (withdrawalId: string, amount: string, fee: string, net: string) =>
      event("WithdrawalRequested", withdrawalRequestData(u, withdrawalId, amount, fee, net));
    rounds.push(one(withdrawal(`w-${i}`, "2.00", "0.10", "1.90")), one(withdrawal(`w2-${i}`, "1.00", "0.05", "0.95")));
    if (i % 6 === 3)
      // The investor takes one back: the hold returns to profit.
      rounds.push(
        one(withdrawal(`w3-${i}`, "1.00", "0.05", "0.95")),
        one(
          event("WithdrawalCancelled", {
            withdrawalId: `w3-${i}`,
            amount: "1.00",
            cancelledAt: AT,
            transfers: [transfer(inv(u, "withdrawal-hold"), inv(u, "profit"), "1.00")],
          }),
        ),
      );
    rounds.push(
      i % 2 === 0
        ? one(event("WithdrawalApproved", withdrawalApprovalData(u, `w-${i}`, "2.00", "0.10", "1.90")))
        : one(
            event("WithdrawalRejected", {
              withdrawalId: `w-${i}`,
              amount: "2.00",
              transfers: [transfer(inv(u, "withdrawal-hold"), inv(u, "profit"), "2.00")],
            }),
          ),
    );
  }
  if (i % 4 === 1) {
    const loanId = `l-${i}`;
    rounds.push(
      one(event("LoanRequested", loanRequestData(loanId, { wallet: WALLET, network: "USDT TRC20", heldUntil: AT }))),
      one(event("LoanApproved", { ...loanApprovalData(u, loanId, AT), wallet: WALLET, network: "USDT TRC20" })),
      one(
        event("ManualLoanPaymentSubmitted", { loanId, paymentIndex: 0, amount: "10.00", proofUrl: "https://proofs/l.png", uploadedAt: AT }),
      ),
      one(
        event("LoanRepaid", {
          loanId,
          source: "manual",
          amount: "10.00",
          received: "10.00",
          paymentIndex: 0,
          balanceAfter: "31.25",
          note: "manual payment",
          paidOff: false,
          at: AT,
          transfers: [transfer(platform("treasury"), inv(u, "loan-receivable"), "10.00")],
        }),
      ),
      one(
        event("LoanRepaid", {
          loanId,
          source: "profit",
          amount: "31.25",
          runId: "run-2",
          balanceAfter: "0.00",
          note: "from profit",
          paidOff: true,
          at: AT,
          transfers: [transfer(inv(u, "profit"), inv(u, "loan-receivable"), "31.25")],
        }),
      ),
    );
  }
  if (i % 4 === 3)
    rounds.push(
      one(event("LoanRequested", loanRequestData(`l-${i}`, { percentage: "10", amount: "25.00", charge: "2.50", totalPayable: "27.50" }))),
      one(event("LoanRejected", { loanId: `l-${i}` })),
    );
  return rounds;
}

/** Four-eyes approvals: one of each outcome and one still pending, and a role change. */
function approvalStreams(users: string[]): AppendBatch[] {
  const [a, b] = [users[0] ?? "admin-a", users[1] ?? "admin-b"];
  const requested = (approvalId: string, action: Record<string, unknown>) =>
    event("ApprovalRequested", { approvalId, action, requestedBy: a, requestedAt: AT });
  return [
    {
      streamId: "approval-a1",
      expectedVersion: "any",
      events: [
        requested("a1", { kind: "profit-run", percentage: "6" }),
        event("ApprovalGranted", { approvalId: "a1", approvedBy: b, approvedAt: AT }),
      ],
    },
    {
      streamId: "approval-a2",
      expectedVersion: "any",
      events: [
        requested("a2", { kind: "withdrawal", withdrawalId: "w-x", userId: b, amount: "1500.00" }),
        event("ApprovalRejected", { approvalId: "a2", rejectedBy: b, rejectedAt: AT }),
      ],
    },
    {
      streamId: "approval-a3",
      expectedVersion: "any",
      events: [
        requested("a3", { kind: "share-price", pricePerShare: "120.00", previousPrice: "110.00" }),
        event("ApprovalFailed", { approvalId: "a3", approvedBy: b, failedAt: AT, reason: "gone" }),
      ],
    },
    {
      streamId: "approval-a4",
      expectedVersion: "any",
      events: [requested("a4", { kind: "role", userId: b, role: "admin", previousRole: "investor" })],
    },
    {
      streamId: `user-roles-${b}`,
      expectedVersion: "any",
      events: [event("UserRoleChanged", { userId: b, role: "auditor", previousRole: "investor", changedAt: AT })],
    },
    {
      streamId: "approval-a5",
      expectedVersion: "any",
      events: [requested("a5", { kind: "write-off", loanId: "l-x", userId: b, amount: "110.00" })],
    },
    {
      streamId: "approval-target-loan:l-x",
      expectedVersion: "any",
      events: [event("ApprovalTargetClaimed", { approvalId: "a5", target: "loan:l-x" })],
    },
    {
      streamId: `admin-allowance-${b}`,
      expectedVersion: "any",
      events: [event("AdminAllowanceUsed", { kind: "purchase", target: "p-x", amount: "300.00", at: AT })],
    },
    {
      streamId: "admin-bootstrap",
      expectedVersion: "any",
      events: [event("AdminBootstrapped", { userId: b, email: "boss@example.com", at: AT })],
    },
    {
      streamId: `chain-tx-${"ab".repeat(32)}`,
      expectedVersion: "any",
      events: [event("ChainTxClaimed", { network: "BEP20", txId: "ab".repeat(32), use: "purchase", target: "p-x", at: AT })],
    },
    {
      streamId: "chain-check-purchase-p-x",
      expectedVersion: "any",
      events: [
        event("ChainPaymentChecked", {
          use: "purchase",
          target: "p-x",
          network: "BEP20",
          txId: `0x${"ab".repeat(32)}`,
          status: "verified",
          amount: "300.000000000000000001",
          expected: "300",
          to: "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
          confirmations: 15,
          reason: null,
          blockHash: "0xb1",
          checkedAt: AT,
        }),
      ],
    },
    {
      streamId: "liabilities",
      expectedVersion: "any",
      events: [
        event("LiabilitiesPublished", {
          publicationId: "pub-1",
          root: `0x${"ab".repeat(32)}`,
          position: "1/1",
          investors: 2,
          totals: { profitCents: "1250", rewardCents: "0", shareHalves: "5" },
          publishedAt: AT,
        }),
      ],
    },
    // Issue 34, payments out: a payout recorded with its id claimed, and its check on the network.
    {
      streamId: `chain-tx-${"cd".repeat(32)}`,
      expectedVersion: "any",
      events: [event("ChainTxClaimed", { network: "BEP20", txId: "cd".repeat(32), use: "withdrawal-payout", target: "w-x", at: AT })],
    },
    {
      streamId: `investor-${b}`,
      expectedVersion: "any",
      events: [
        event("PayoutRecorded", {
          use: "withdrawal-payout",
          target: "w-x",
          network: "BEP20",
          txId: `0x${"cd".repeat(32)}`,
          net: "1.90",
          wallet: "0x8ba1f109551bd432803012645ac136ddd64dba72",
          recordedBy: b,
          recordedAt: AT,
        }),
      ],
    },
    {
      streamId: "chain-check-withdrawal-payout-w-x",
      expectedVersion: "any",
      events: [
        event("ChainPaymentChecked", {
          use: "withdrawal-payout",
          target: "w-x",
          network: "BEP20",
          txId: `0x${"cd".repeat(32)}`,
          status: "verified",
          amount: "1.9",
          expected: "1.9",
          to: "0x8ba1f109551bd432803012645ac136ddd64dba72",
          confirmations: 15,
          reason: null,
          blockHash: "0xb2",
          checkedAt: AT,
        }),
      ],
    },
  ];
}

/** Appends the investors' rounds interleaved: round 1 of everyone, then round 2, ... */
async function appendLedger(store: PostgresEventStore, users: string[], phase: 1 | 2) {
  const stories = users.map((u, i) => investorRounds(i, u, phase));
  const longest = Math.max(...stories.map((s) => s.length));
  for (let round = 0; round < longest; round++) {
    for (const story of stories) {
      const batches = story[round];
      if (batches && batches.length > 0) await store.appendMany(batches);
    }
    if (phase === 1 && round === 1) {
      await store.appendMany([
        {
          streamId: "platform-settings",
          expectedVersion: "any",
          events: [
            event("SharePriceChanged", { previousPrice: "100.00", pricePerShare: "110.00" }),
            event("LoanPortalToggled", { isOpen: false }),
            event("PurchaseWindowScheduled", {
              windowId: "00000000-0000-4000-8000-00000000a001",
              opensAt: "2026-03-01T09:00:00.000Z",
              closesAt: "2026-03-08T09:00:00.000Z",
              note: "March",
            }),
            event("PurchaseWindowScheduled", {
              windowId: "00000000-0000-4000-8000-00000000a002",
              opensAt: "2026-04-01T09:00:00.000Z",
              closesAt: "2026-04-08T09:00:00.000Z",
            }),
            event("PurchaseWindowRemoved", { windowId: "00000000-0000-4000-8000-00000000a002" }),
          ],
        },
        {
          streamId: "profit-run-run-1",
          expectedVersion: "any",
          events: [
            event("ProfitRunStarted", {
              runId: "run-1",
              percentage: "1.5",
              pricePerShare: "100.00",
              investorCount: users.length,
              totalShares: "100",
              loanRepaymentShare: "1",
              startedAt: AT,
            }),
          ],
        },
        {
          streamId: "reward-run-rr-1",
          expectedVersion: "any",
          events: [
            event("ReferralRewardRunStarted", { runId: "rr-1", percentage: "2", pricePerShare: "100.00", investorCount: 3, startedAt: AT }),
          ],
        },
      ]);
    }
  }
  if (phase === 1)
    await store.appendMany([
      { streamId: "platform-settings", expectedVersion: "any", events: [event("LoanPortalToggled", { isOpen: true })] },
      {
        streamId: "profit-run-run-1",
        expectedVersion: "any",
        events: [event("ProfitRunCompleted", { runId: "run-1", credited: users.length, totalAmount: "112.50", completedAt: AT })],
      },
      {
        streamId: "reward-run-rr-1",
        expectedVersion: "any",
        events: [event("ReferralRewardRunCompleted", { runId: "rr-1", credited: 3, totalAmount: "30.00", completedAt: AT })],
      },
      ...approvalStreams(users),
    ]);
}

async function checksums(handle: DatabaseHandle) {
  const out: Record<string, { rows: string; checksum: string }> = {};
  for (const table of allProjections.flatMap((p) => p.tables)) {
    const { rows, checksum } = await tableChecksum(handle.db, handle.readSchema, table);
    out[table] = { rows, checksum };
  }
  return out;
}

async function indexes(handle: DatabaseHandle) {
  const r = await sql<{ name: string; def: string }>`
    SELECT indexname AS name, replace(indexdef, ${`${handle.readSchema}.`}, '') AS def FROM pg_indexes
    WHERE schemaname = ${handle.readSchema} ORDER BY indexname`.execute(handle.db);
  return r.rows;
}

async function checkpointAndMeta(handle: DatabaseHandle) {
  const r = await sql<{ c: string; p: string; n: string; hash: string | null }>`
    SELECT commit_pos AS c, prepare_pos AS p, events_applied AS n, (SELECT ddl_hash FROM rm_meta) AS hash FROM rm_checkpoint`.execute(
    handle.db,
  );
  return r.rows[0];
}

describe("rebuilding the read models in bulk", () => {
  let database: Awaited<ReturnType<typeof createMigratedTestDatabase>>;
  let store: PostgresEventStore;
  let incremental: DatabaseHandle;
  const handles: DatabaseHandle[] = [];
  // One id with the characters COPY's text format must escape (tab, backslash).
  const oddUser = "odd\tuser\\1";
  const users = [...Array.from({ length: 23 }, () => randomUUID()), oddUser];

  const schema = (name: string) => {
    const handle = createDatabase({ connectionString: database.url, readSchema: name, max: 4 });
    handles.push(handle);
    return handle;
  };

  beforeAll(async () => {
    database = await createMigratedTestDatabase("rebuild");
    store = new PostgresEventStore(database.handle.pool);
    await appendLedger(store, users, 1);
    // The reference: the ordinary runner, small batches (exactly-once checkpoints).
    incremental = schema("rm_incremental");
    await ensureReadModelSchema(incremental, allProjections);
    await new ProjectionRunner({ store, handle: incremental, projections: allProjections, batchSize: 7 }).catchUp();
  });
  afterAll(async () => {
    for (const handle of handles) await handle.close();
    await database?.drop();
  });

  it("when the ledger holds every event type, then the test ledger really does", () => {
    expect(eventTypes.filter((t) => !used.has(t))).toEqual([]);
  });

  it("when every read model is rebuilt in bulk, then each table, index, checkpoint and DDL hash equals the incremental catch-up's", async () => {
    const expected = await checksums(incremental);
    for (const table of Object.keys(expected)) expect(Number(expected[table]?.rows), table).toBeGreaterThan(0);
    // Small batches and pages that do not line up, and a cache small enough to be written out
    // (and read back) many times; then the defaults.
    for (const [name, options] of [
      ["rm_bulk_small", { batchSize: 7, readSize: 17, maxCachedRows: 5 }],
      ["rm_bulk_default", {}],
    ] as const) {
      const bulk = schema(name);
      const result = await rebuildReadModels({ store, handle: bulk, projections: allProjections, ...options });
      expect(await checksums(bulk), name).toEqual(expected);
      expect(await indexes(bulk), name).toEqual(await indexes(incremental));
      expect(await checkpointAndMeta(bulk), name).toEqual(await checkpointAndMeta(incremental));
      expect(result.events).toBe(Number((await checkpointAndMeta(incremental))?.n));
      const odd = await sql<{ n: string }>`
        SELECT (SELECT count(*) FROM investor_balances WHERE user_id = ${oddUser})
             + (SELECT count(*) FROM journal_entries WHERE stream_id = ${`investor-${oddUser}`})
             + (SELECT count(*) FROM balance_history WHERE user_id = ${oddUser}) AS n`.execute(bulk.db);
      expect(Number(odd.rows[0]?.n), name).toBeGreaterThan(3);
    }
  });

  it("when events arrive after a rebuild, then the ordinary runner continues from its checkpoint and still equals the incremental read models", async () => {
    const bulk = schema("rm_bulk_then_runner");
    await rebuildReadModels({ store, handle: bulk, projections: allProjections, batchSize: 11 });
    await appendLedger(store, users, 2);
    await new ProjectionRunner({ store, handle: incremental, projections: allProjections, batchSize: 7 }).catchUp();
    expect(await new ProjectionRunner({ store, handle: bulk, projections: allProjections, batchSize: 5 }).catchUp()).toBeGreaterThan(0);
    expect(await checksums(bulk)).toEqual(await checksums(incremental));
    // ledger:replay's path (bulk rebuild up to the live checkpoint, then the runner) agrees too.
    const report = await replayAndCompare({
      connectionString: database.url,
      store,
      projections: allProjections,
      liveSchema: "rm_incremental",
      batchSize: 9,
    });
    expect(report.tables.filter((t) => !t.equal)).toEqual([]);
    expect(report.equal).toBe(true);
  });

  it("when the live runner keeps applying new events during ledger:replay, then the replay compares one snapshot of the live side and finds it equal", async () => {
    const runner = new ProjectionRunner({ store, handle: incremental, projections: allProjections, batchSize: 3, idlePollMs: 1 });
    runner.start();
    let appending = true;
    const appends = (async () => {
      for (let n = 0; appending; n++) {
        const u = users[n % users.length] as string;
        await store.append(`investor-${u}`, "any", [
          event("ProfitCredited", {
            runId: `live-${n}`,
            percentage: "1",
            shares: "2.5",
            pricePerShare: "100.00",
            amount: "0.25",
            transfers: [transfer(platform("profit-expense"), inv(u, "profit"), "0.25")],
          }),
        ]);
      }
    })();
    try {
      const report = await replayAndCompare({
        connectionString: database.url,
        store,
        projections: allProjections,
        liveSchema: "rm_incremental",
      });
      expect(report.tables.filter((t) => !t.equal)).toEqual([]);
      expect(report.equal).toBe(true);
      // The live side did move on while the replay ran.
      expect(Number((await checkpointAndMeta(incremental))?.n)).toBeGreaterThan(report.events);
    } finally {
      appending = false;
      await appends;
      await runner.stop();
    }
    await new ProjectionRunner({ store, handle: incremental, projections: allProjections }).catchUp();
  });

  it("when a rebuild stops at a position, then it applies the events up to it and no further", async () => {
    const page = await store.readAll({ limit: 50 });
    const until = page[page.length - 1]?.position;
    const bulk = schema("rm_bulk_until");
    const result = await rebuildReadModels({ store, handle: bulk, projections: allProjections, until, batchSize: 8 });
    expect(result).toEqual({ events: 50, position: until });
  });

  it("when a rebuild reads up to the live checkpoint with the store's bulk read, or with readAll for a store without one (KurrentDB), then both equal the live read models", async () => {
    const until = await new ProjectionRunner({ store, handle: incremental, projections: allProjections }).checkpoint();
    const expected = await checksums(incremental);
    let bulkReads = 0;
    let pageReads = 0;
    const counted: EventStore = Object.assign(Object.create(store) as PostgresEventStore, {
      readAllUntil: (o: Parameters<NonNullable<EventStore["readAllUntil"]>>[0]) => {
        bulkReads++;
        return store.readAllUntil(o);
      },
    });
    const readAllOnly: EventStore = {
      locks: store.locks,
      append: (...a) => store.append(...a),
      appendMany: (...a) => store.appendMany(...a),
      readStream: (...a) => store.readStream(...a),
      readAll: (o) => {
        pageReads++;
        return store.readAll(o);
      },
      headPosition: () => store.headPosition(),
      close: async () => {},
    };
    for (const [name, reader] of [
      ["rm_bulk_read_until", counted],
      ["rm_bulk_read_all", readAllOnly],
    ] as const) {
      const bulk = schema(name);
      const result = await rebuildReadModels({
        store: reader,
        handle: bulk,
        projections: allProjections,
        until,
        untilCommitted: true,
        readSize: 13,
      });
      expect(result.position, name).toEqual(until);
      expect(await checksums(bulk), name).toEqual(expected);
    }
    expect(bulkReads).toBeGreaterThan(1);
    expect(pageReads).toBeGreaterThan(1);
  });

  it("when a rebuild fails midway, then its schema is not taken for a built one and is rebuilt from scratch", async () => {
    const failing: Projection = {
      name: "failing",
      tables: [],
      ddl: [],
      apply: async () => {},
      rebuild: {
        loader: () => ({
          apply: async () => {
            throw new Error("disk full");
          },
          finish: async () => {},
        }),
      },
    };
    const bulk = schema("rm_bulk_failed");
    await expect(rebuildReadModels({ store, handle: bulk, projections: [...allProjections, failing] })).rejects.toThrow("disk full");
    expect(await ensureReadModelSchema(bulk, [...allProjections, failing])).toBe(true);
  });
});
