import { type DomainEvent, TX_ID_ALREADY_USED } from "@app/contracts";
import { foldEvents } from "@app/event-store/command-runner";
import type { RecordedEvent } from "@app/event-store/port";
import { describe, expect, it } from "vitest";
import { DomainError } from "../shared/domain-error.js";
import { decideRecordPayout, type RecordPayout } from "./decide-payout.js";
import { payoutTargetFold } from "./payout.js";

const wallet = "0x8ba1f109551bd432803012645ac136ddd64dba72";
const tx = `0x${"ab".repeat(32)}`;
const now = new Date("2026-11-28T12:00:00Z");
const asRecorded = (events: DomainEvent[]) => events.map((e) => ({ ...e, data: e.data }) as unknown as RecordedEvent);

const requested: DomainEvent = {
  type: "WithdrawalRequested",
  data: {
    withdrawalId: "w1",
    amount: "100.00",
    fee: "5.00",
    net: "95.00",
    source: "profit",
    wallet,
    network: "USDT BEP20 (BSC)",
    requestedAt: now.toISOString(),
    transfers: [],
  },
};
const approved: DomainEvent = {
  type: "WithdrawalApproved",
  data: { withdrawalId: "w1", amount: "100.00", fee: "5.00", net: "95.00", transfers: [] },
};
const command: RecordPayout = { use: "withdrawal-payout", target: "w1", userId: "u1", txId: tx, actor: "admin-1", now };

function decideGiven(history: DomainEvent[], input: Partial<RecordPayout> = {}, claim: { use: "purchase"; target: string } | null = null) {
  const state = foldEvents(payoutTargetFold("withdrawal-payout", "w1"), asRecorded(history));
  return decideRecordPayout(state, claim, { ...command, ...input }, "Withdrawal not found");
}

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (e) {
    return e instanceof DomainError ? { code: e.code, message: e.message } : { code: "other", message: String(e) };
  }
  return null;
};

describe("recording a payout", () => {
  it("given an approved withdrawal, when its payout is recorded, then the id is claimed and PayoutRecorded carries the net and the wallet", () => {
    const decided = decideGiven([requested, approved]);
    expect(decided.map((d) => d.streamId)).toEqual([`chain-tx-${"ab".repeat(32)}`, "investor-u1"]);
    expect(decided[1]?.events[0]).toEqual({
      type: "PayoutRecorded",
      data: {
        use: "withdrawal-payout",
        target: "w1",
        network: "BEP20",
        txId: tx,
        net: "95.00",
        wallet,
        recordedBy: "admin-1",
        recordedAt: now.toISOString(),
      },
    });
  });

  it("given a pending, unknown or already paid withdrawal, or a malformed or used id, then it is refused with the code the API answers with", () => {
    const recorded = decideGiven([requested, approved])[1]?.events[0] as DomainEvent;
    expect(refusal(() => decideGiven([]))).toMatchObject({ code: "not-found" });
    expect(refusal(() => decideGiven([requested]))).toMatchObject({ code: "conflict" });
    expect(refusal(() => decideGiven([requested, approved, recorded]))).toMatchObject({ code: "conflict" });
    expect(refusal(() => decideGiven([requested, approved], { txId: "ab".repeat(32) }))).toMatchObject({ code: "invalid" });
    expect(refusal(() => decideGiven([requested, approved], {}, { use: "purchase", target: "p1" }))).toEqual({
      code: "other",
      message: expect.stringContaining(TX_ID_ALREADY_USED),
    });
  });

  it("given another withdrawal's events on the stream, then they do not count for this one", () => {
    const other = { ...approved, data: { ...approved.data, withdrawalId: "w2" } } as DomainEvent;
    expect(refusal(() => decideGiven([requested, other]))).toMatchObject({ code: "conflict" });
  });
});
