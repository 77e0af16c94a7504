import { type DomainEvent, INSUFFICIENT_PROFIT, INSUFFICIENT_REWARD, REQUEST_ALREADY_DECIDED } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { given, investorWithShares, NOW, stateOf, USER, withProfit, andThen } from "../../testing/given-when-then.js";
import { approveWithdrawal, cancelWithdrawal, rejectWithdrawal, requestWithdrawal } from "./decide-withdrawals.js";

const WALLET = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
const code = (c: string, message: string) => expect.objectContaining({ code: c, message });
const ask = (amount: string, source: "profit" | "reward" = "profit", withdrawalId = "w-1", heldUntil?: Date) =>
  ({
    type: "RequestWithdrawal",
    withdrawalId,
    amount,
    source,
    wallet: WALLET,
    network: "USDT TRC20",
    now: NOW,
    ...(heldUntil ? { heldUntil } : {}),
  }) as const;
/** $31.25 of referral reward and $20.00 of profit. */
const funded: DomainEvent[] = [
  ...withProfit(investorWithShares("10"), "2"),
  ...given([]).when({ type: "CreditReferralReward", runId: "rr-1", percentage: "2.5", teamShares: "12.5", teamInvestment: "1250" }),
];
const hold = `investor:${USER}:withdrawal-hold`;

describe("decide a withdrawal: the hold, the split and the decisions, as whole events", () => {
  it("when the whole reward balance is asked to a new wallet, then it is held at once with the fee, the net and the hold's end", () => {
    const heldUntil = new Date("2026-11-02T10:00:00.000Z");
    expect(requestWithdrawal(ask("31.25", "reward", "w-1", heldUntil), stateOf(funded), USER)).toStrictEqual([
      {
        type: "WithdrawalRequested",
        data: {
          withdrawalId: "w-1",
          amount: "31.25",
          fee: "1.56",
          net: "29.69",
          source: "reward",
          wallet: WALLET,
          network: "USDT TRC20",
          requestedAt: NOW.toISOString(),
          heldUntil: heldUntil.toISOString(),
          transfers: [{ debit: `investor:${USER}:reward`, credit: hold, amount: "31.25" }],
        },
      },
    ]);
    expect(requestWithdrawal(ask("20"), stateOf(funded), USER)[0]?.data).not.toHaveProperty("heldUntil");
  });

  it("when a cent more than the source's balance is asked, then refused with that source's message, whatever the other holds", () => {
    expect(() => requestWithdrawal(ask("31.26", "reward"), stateOf(funded), USER)).toThrow(code("rule-violated", INSUFFICIENT_REWARD));
    expect(() => requestWithdrawal(ask("20.01"), stateOf(funded), USER)).toThrow(code("rule-violated", INSUFFICIENT_PROFIT));
    expect(requestWithdrawal(ask("20.00"), stateOf(funded), USER)[0]?.data).toMatchObject({ source: "profit", fee: "1.00", net: "19.00" });
  });

  it("when approved before a new wallet's hold ends, then refused with the hold's end, and approved once it has ended", () => {
    const heldUntil = new Date(NOW.getTime() + 48 * 3_600_000);
    const state = stateOf(andThen(funded, ask("10.55", "reward", "w-1", heldUntil)));
    const approve = (now: Date) => approveWithdrawal({ type: "ApproveWithdrawal", withdrawalId: "w-1", now }, state, USER);
    expect(() => approve(new Date(heldUntil.getTime() - 1))).toThrow(
      code(
        "conflict",
        `This withdrawal goes to a wallet the investor has not used before; it can be approved from ${heldUntil.toISOString()}.`,
      ),
    );
    expect(approve(heldUntil)[0]?.type).toBe("WithdrawalApproved");
  });

  it("when approved, rejected or cancelled, then the hold settles to treasury and fees, or returns to its own source", () => {
    const held = andThen(funded, ask("10.55", "reward"));
    const state = stateOf(held);
    expect(approveWithdrawal({ type: "ApproveWithdrawal", withdrawalId: "w-1", now: new Date() }, state, USER)).toStrictEqual([
      {
        type: "WithdrawalApproved",
        data: {
          withdrawalId: "w-1",
          amount: "10.55",
          fee: "0.53",
          net: "10.02",
          transfers: [
            { debit: hold, credit: "platform:treasury", amount: "10.02" },
            { debit: hold, credit: "platform:fee-income", amount: "0.53" },
          ],
        },
      },
    ]);
    const back = [{ debit: hold, credit: `investor:${USER}:reward`, amount: "10.55" }];
    expect(rejectWithdrawal({ type: "RejectWithdrawal", withdrawalId: "w-1" }, state, USER)).toStrictEqual([
      { type: "WithdrawalRejected", data: { withdrawalId: "w-1", amount: "10.55", transfers: back } },
    ]);
    const withReason = rejectWithdrawal({ type: "RejectWithdrawal", withdrawalId: "w-1", reason: "Wallet is not BEP20" }, state, USER);
    expect(withReason[0]?.data).toMatchObject({ withdrawalId: "w-1", reason: "Wallet is not BEP20" });
    expect(cancelWithdrawal({ type: "CancelWithdrawal", withdrawalId: "w-1", now: NOW }, state, USER)).toStrictEqual([
      { type: "WithdrawalCancelled", data: { withdrawalId: "w-1", amount: "10.55", cancelledAt: NOW.toISOString(), transfers: back } },
    ]);
  });

  it("when a decision names an unknown or decided withdrawal, then 'not found' or a conflict naming its status", () => {
    const held = andThen(funded, ask("10"));
    const cancelled = stateOf(andThen(held, { type: "CancelWithdrawal", withdrawalId: "w-1", now: NOW }));
    const none = stateOf(funded);
    expect(() => approveWithdrawal({ type: "ApproveWithdrawal", withdrawalId: "w-1", now: new Date() }, none, USER)).toThrow(
      code("not-found", "Withdrawal not found"),
    );
    expect(() => cancelWithdrawal({ type: "CancelWithdrawal", withdrawalId: "w-1", now: NOW }, none, USER)).toThrow(
      code("not-found", "Withdrawal not found"),
    );
    expect(() => rejectWithdrawal({ type: "RejectWithdrawal", withdrawalId: "w-1" }, cancelled, USER)).toThrow(
      code("conflict", "Withdrawal already cancelled"),
    );
    expect(() => cancelWithdrawal({ type: "CancelWithdrawal", withdrawalId: "w-1", now: NOW }, cancelled, USER)).toThrow(
      code("conflict", REQUEST_ALREADY_DECIDED),
    );
  });
});
