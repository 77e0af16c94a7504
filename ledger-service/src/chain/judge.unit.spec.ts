import { money } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { type ExpectedTransfer, judgeTransfer, shortAddress } from "./judge.js";
import type { TokenTransfer, TxLookup } from "../platform/chain-port.js";

const USDT = "0x55d398326f99059fF775485246999027B3197955";
const OURS = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const ELSEWHERE = "0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC";
const reader = { token: USDT, confirmationsNeeded: 15, sameAddress: (a: string, b: string) => a.toLowerCase() === b.toLowerCase() };
const purchase: ExpectedTransfer = {
  to: OURS,
  toLabel: "our BEP20 deposit address",
  amount: money(200),
  exact: false,
  subject: "this purchase",
};
const payout: ExpectedTransfer = {
  to: ELSEWHERE,
  toLabel: "the investor's wallet",
  amount: money("190"),
  exact: true,
  subject: "this payout",
};
const transfer = (amount: string, to = OURS, token = USDT): TokenTransfer => ({ token, from: "0x1", to, amount: money(amount) });
const seen = (transfers: TokenTransfer[], confirmations = 15, succeeded = true): TxLookup => ({
  found: true,
  succeeded,
  confirmations,
  blockHash: "0xb1",
  transfers,
});

describe("judging a payment's transaction", () => {
  it("when 200.00 USDT reach our address with 15 confirmations, then it is verified with its amount and no reason", () => {
    expect(judgeTransfer(reader, seen([transfer("200")]), purchase)).toMatchObject({ status: "verified", confirmations: 15, reason: null });
    expect(judgeTransfer(reader, seen([transfer("200")]), purchase).amount?.toFixed(2)).toBe("200.00");
  });

  it("when it has 3 of 15 confirmations, then it is pending with them", () => {
    expect(judgeTransfer(reader, seen([transfer("200")], 3), purchase)).toMatchObject({ status: "pending", confirmations: 3 });
  });

  it("when the id is not on the chain yet, then it is pending with nothing seen", () => {
    expect(judgeTransfer(reader, { found: false }, purchase)).toEqual({
      status: "pending",
      amount: null,
      confirmations: null,
      reason: null,
      blockHash: null,
    });
  });

  it("when 150.00 USDT are sent for a $200 purchase, then a mismatch says both amounts", () => {
    expect(judgeTransfer(reader, seen([transfer("150")]), purchase)).toMatchObject({
      status: "mismatch",
      reason: "Sent 150.00 USDT; this purchase needs 200.00 USDT.",
    });
  });

  it("when 250 USDT are sent for a $200 purchase, then it is verified and the excess is named", () => {
    expect(judgeTransfer(reader, seen([transfer("250")]), purchase)).toMatchObject({
      status: "verified",
      reason: "Sent 250.00 USDT, 50.00 USDT more than this purchase needs.",
    });
  });

  it("when the transfer went to another address, then the reason names it shortened and our address in words", () => {
    expect(judgeTransfer(reader, seen([transfer("200", ELSEWHERE)]), purchase).reason).toBe(
      "The transfer went to 0x3C44…93BC, not to our BEP20 deposit address.",
    );
    expect(shortAddress(ELSEWHERE)).toBe("0x3C44…93BC");
  });

  it("when the transaction failed, or moved another token, then the reason says so", () => {
    expect(judgeTransfer(reader, seen([], 20, false), purchase)).toMatchObject({
      status: "mismatch",
      reason: "The transaction failed on the network.",
    });
    expect(judgeTransfer(reader, seen([transfer("200", OURS, ELSEWHERE)]), purchase)).toMatchObject({
      status: "mismatch",
      reason: "No USDT transfer in this transaction.",
    });
  });

  it("when two transfers reach our address in one transaction, then their sum counts", () => {
    expect(judgeTransfer(reader, seen([transfer("120"), transfer("80")]), purchase)).toMatchObject({ status: "verified", reason: null });
  });

  it("when a payout sends more or less than the exact net amount, then it is a mismatch; exactly it, verified", () => {
    expect(judgeTransfer(reader, seen([transfer("190.01", ELSEWHERE)]), payout)).toMatchObject({
      status: "mismatch",
      reason: "Sent 190.01 USDT; this payout is 190.00 USDT.",
    });
    expect(judgeTransfer(reader, seen([transfer("189.99", ELSEWHERE)]), payout).status).toBe("mismatch");
    expect(judgeTransfer(reader, seen([transfer("190", ELSEWHERE)]), payout).status).toBe("verified");
  });

  it("when an 18-decimal amount falls short by one unit, then it is not rounded up into a payment", () => {
    const short = judgeTransfer(reader, seen([transfer("199.999999999999999999")]), purchase);
    expect(short).toMatchObject({ status: "mismatch", reason: "Sent 199.999999999999999999 USDT; this purchase needs 200.00 USDT." });
  });
});
