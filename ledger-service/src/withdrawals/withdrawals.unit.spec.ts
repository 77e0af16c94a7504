import { type DomainEvent, INSUFFICIENT_PROFIT, INSUFFICIENT_REWARD } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { given, investorWithShares, NOW, stateOf, USER, withProfit } from "../investor/given-when-then.js";
import type { AppContext } from "../runtime/context.js";
import { newWalletHold, paidWalletsFold } from "./wallet-holds.js";

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
    const held = [...funded, ...given(funded).when(withdraw("40"))];
    const [e] = given(held).when({ type: "ApproveWithdrawal", withdrawalId: "w-1" });
    expect(e?.data).toMatchObject({
      transfers: [
        { debit: `investor:${USER}:withdrawal-hold`, credit: "platform:treasury", amount: "38.00" },
        { debit: `investor:${USER}:withdrawal-hold`, credit: "platform:fee-income", amount: "2.00" },
      ],
    });
  });

  it("when rejected, then the hold goes back to the source balance, and a second decision is a conflict", () => {
    const held = [...funded, ...given(funded).when(withdraw("40"))];
    const rejected = [...held, ...given(held).when({ type: "RejectWithdrawal", withdrawalId: "w-1" })];
    expect(stateOf(rejected).profit.toString()).toBe("100");
    expect(stateOf(rejected).withdrawalHold.toString()).toBe("0");
    expect(() => given(rejected).when({ type: "ApproveWithdrawal", withdrawalId: "w-1" })).toThrow(
      expect.objectContaining({ code: "conflict" }),
    );
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
