import { type DomainEvent, INSUFFICIENT_PROFIT, INSUFFICIENT_REWARD } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { given, investorWithShares, NOW, stateOf, USER, withProfit, andThen } from "../../testing/given-when-then.js";
import type { AppContext } from "../runtime/context.js";
import { newWalletHold, paidWalletsFold } from "../payouts/wallet-holds.js";

describe("withdrawals", () => {
  const funded = withProfit(investorWithShares("10"), "10"); // $100 profit
  const withdraw = (amount: string, source: "profit" | "reward" = "profit", withdrawalId = "w-1") =>
    ({
      type: "RequestWithdrawal",
      withdrawalId,
      amount,
      source,
      wallet: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
      network: "USDT TRC20",
      now: NOW,
    }) as const;

  it("when $40 is requested from $100 profit, then it is held at once with a 5% fee and 95% net", () => {
    const [e] = given(funded).when(withdraw("40"));
    expect(e?.data).toMatchObject({
      amount: "40.00",
      fee: "2.00",
      net: "38.00",
      transfers: [{ debit: `investor:${USER}:profit`, credit: `investor:${USER}:withdrawal-hold`, amount: "40.00" }],
    });
    expect(stateOf([...funded, e as never]).profit.toString()).toBe("60");
  });

  it("when more than the balance is asked, then 'Insufficient profit balance' / 'Insufficient referral reward balance'", () => {
    expect(() => given(funded).when(withdraw("100.01"))).toThrow(INSUFFICIENT_PROFIT);
    expect(() => given(funded).when(withdraw("10", "reward"))).toThrow(INSUFFICIENT_REWARD);
  });

  it("when approved, then the hold settles: 95% to treasury payout and 5% to fee income", () => {
    const held = andThen(funded, withdraw("40"));
    const [e] = given(held).when({ type: "ApproveWithdrawal", withdrawalId: "w-1", now: new Date() });
    expect(e?.data).toMatchObject({
      transfers: [
        { debit: `investor:${USER}:withdrawal-hold`, credit: "platform:treasury", amount: "38.00" },
        { debit: `investor:${USER}:withdrawal-hold`, credit: "platform:fee-income", amount: "2.00" },
      ],
    });
  });

  it("when rejected, then the hold goes back to the source balance, and a second decision is a conflict", () => {
    const held = andThen(funded, withdraw("40"));
    const rejected = andThen(held, { type: "RejectWithdrawal", withdrawalId: "w-1" });
    expect(stateOf(rejected).profit.toString()).toBe("100");
    expect(stateOf(rejected).withdrawalHold.toString()).toBe("0");
    expect(() => given(rejected).when({ type: "ApproveWithdrawal", withdrawalId: "w-1", now: new Date() })).toThrow(
      expect.objectContaining({ code: "conflict" }),
    );
  });

  it("when a withdrawal to a new wallet is approved before its hold ends, then the decider refuses it (409 naming the time), whatever the read model says; after the hold it is approved", () => {
    const until = new Date(NOW.getTime() + 24 * 3_600_000);
    const held = andThen(funded, { ...withdraw("40"), heldUntil: until });
    const early = { type: "ApproveWithdrawal", withdrawalId: "w-1", now: new Date(until.getTime() - 1000) } as const;
    expect(() => given(held).when(early)).toThrow(
      expect.objectContaining({ code: "conflict", message: expect.stringContaining(`can be approved from ${until.toISOString()}`) }),
    );
    const [e] = given(held).when({ type: "ApproveWithdrawal", withdrawalId: "w-1", now: until });
    expect(e?.type).toBe("WithdrawalApproved");
  });
});

describe("new-wallet holds", () => {
  const ctx = { config: { NEW_WALLET_HOLD_HOURS: 24 }, clock: () => new Date("2026-01-01T00:00:00Z") } as unknown as AppContext;
  const requested = (withdrawalId: string, wallet: string) =>
    ({ type: "WithdrawalRequested", data: { withdrawalId, wallet } }) as unknown as DomainEvent;
  const decided = (type: "WithdrawalApproved" | "WithdrawalRejected", withdrawalId: string) =>
    ({ type, data: { withdrawalId } }) as unknown as DomainEvent;
  const wallets = (events: DomainEvent[]) => events.reduce(paidWalletsFold.evolve, paidWalletsFold.initial());

  it("when the wallet was paid by an approved withdrawal, then no hold; requested, rejected or another address, then 24 hours", () => {
    const history = wallets([
      requested("w-1", "TPaid"),
      decided("WithdrawalApproved", "w-1"),
      requested("w-2", "TRejected"),
      decided("WithdrawalRejected", "w-2"),
      requested("w-3", "TPending"),
    ]);
    expect(newWalletHold(ctx, history, "TPaid")).toBeNull();
    for (const wallet of ["TRejected", "TPending", "tpaid", "TPaid "])
      expect(newWalletHold(ctx, history, wallet)?.toISOString()).toBe("2026-01-02T00:00:00.000Z");
  });

  it("when the hold is set to 0 hours, then nothing is held", () => {
    const off = { ...ctx, config: { NEW_WALLET_HOLD_HOURS: 0 } } as unknown as AppContext;
    expect(newWalletHold(off, wallets([]), "TNew")).toBeNull();
  });
});

describe("the investor's cancel of a withdrawal", () => {
  const funded = withProfit(investorWithShares("10"), "10"); // $100 profit
  const requested = andThen(funded, {
    type: "RequestWithdrawal",
    withdrawalId: "w-1",
    amount: "40",
    source: "profit",
    wallet: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
    network: "USDT TRC20",
    now: NOW,
  });

  it("when a pending withdrawal is cancelled, then one event returns the hold to its source", () => {
    const events = given(requested).when({ type: "CancelWithdrawal", withdrawalId: "w-1", now: NOW });
    expect(events).toEqual([
      {
        type: "WithdrawalCancelled",
        data: {
          withdrawalId: "w-1",
          amount: "40.00",
          cancelledAt: NOW.toISOString(),
          transfers: [{ debit: `investor:${USER}:withdrawal-hold`, credit: `investor:${USER}:profit`, amount: "40.00" }],
        },
      },
    ]);
    const after = stateOf([...requested, ...events]);
    expect([after.profit.toString(), after.withdrawalHold.toString(), after.withdrawals["w-1"]?.status]).toEqual(["100", "0", "Cancelled"]);
  });

  it("when it was approved or cancelled already, then 'This request was already decided.'; an unknown id is not found", () => {
    const approved = andThen(requested, { type: "ApproveWithdrawal", withdrawalId: "w-1", now: new Date() });
    expect(() => given(approved).when({ type: "CancelWithdrawal", withdrawalId: "w-1", now: NOW })).toThrow(
      "This request was already decided.",
    );
    const cancelled = andThen(requested, { type: "CancelWithdrawal", withdrawalId: "w-1", now: NOW });
    expect(() => given(cancelled).when({ type: "CancelWithdrawal", withdrawalId: "w-1", now: NOW })).toThrow(
      "This request was already decided.",
    );
    expect(() => given(cancelled).when({ type: "ApproveWithdrawal", withdrawalId: "w-1", now: new Date() })).toThrow(
      "Withdrawal already cancelled",
    );
    expect(() => given(requested).when({ type: "CancelWithdrawal", withdrawalId: "w-9", now: NOW })).toThrow("Withdrawal not found");
  });
});

describe("the wallets an investor was paid to", () => {
  const fold = (events: DomainEvent[]) => [...events.reduce(paidWalletsFold.evolve, paidWalletsFold.initial()).paid];
  const ev = (type: string, data: Record<string, unknown>) => ({ type, data }) as unknown as DomainEvent;

  it("when a sell-back and a loan are approved and another sell-back is only requested, then the two approved wallets are paid-to", () => {
    const events = [
      ev("SharesSellBackRequested", { sellBackId: "s-1", wallet: "W-SOLD" }),
      ev("SharesSellBackApproved", { sellBackId: "s-1" }),
      ev("SharesSellBackRequested", { sellBackId: "s-2", wallet: "W-PENDING" }),
      ev("LoanRequested", { loanId: "l-1", wallet: "W-LOAN" }),
      ev("LoanApproved", { loanId: "l-1", wallet: "W-LOAN" }),
      // An old loan named no wallet: nothing is paid-to.
      ev("LoanRequested", { loanId: "l-0" }),
      ev("LoanApproved", { loanId: "l-0" }),
    ];
    expect(fold(events).sort()).toEqual(["W-LOAN", "W-SOLD"]);
  });

  it("when ids of a withdrawal and a sell-back coincide, then each keeps its own wallet", () => {
    const events = [
      ev("WithdrawalRequested", { withdrawalId: "x", wallet: "W-WITHDRAWAL" }),
      ev("SharesSellBackRequested", { sellBackId: "x", wallet: "W-SELL" }),
      ev("WithdrawalApproved", { withdrawalId: "x" }),
    ];
    expect(fold(events)).toEqual(["W-WITHDRAWAL"]);
  });
});
