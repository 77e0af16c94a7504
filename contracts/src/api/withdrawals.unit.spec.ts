import { describe, expect, it } from "vitest";
import {
  ENTER_VALID_AMOUNT,
  NET_AFTER_FEE_TOO_LOW,
  WALLET_AND_NETWORK_REQUIRED,
  WITHDRAWAL_NETWORK_INVALID,
  WITHDRAWAL_SOURCE_INVALID,
} from "../messages.js";
import { withdrawalSplit } from "../money.js";
import { withdrawalRequest } from "./withdrawals.js";

const TRON = "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t";
const valid = { amount: "10", wallet: ` ${TRON} `, network: "USDT TRC20", source: "profit" };
const firstMessage = (body: Record<string, unknown>) => withdrawalRequest.safeParse(body).error?.issues[0]?.message;

describe("the withdrawal request schema", () => {
  it("when 95 % of the amount is under $5, then refused (the stricter reading: no rounding decides): 5.26 refused, 5.27 accepted and nets 5.01", () => {
    expect(firstMessage({ ...valid, amount: "5.25" })).toBe(NET_AFTER_FEE_TOO_LOW);
    expect(firstMessage({ ...valid, amount: "5.26" })).toBe(NET_AFTER_FEE_TOO_LOW);
    expect(withdrawalRequest.parse({ ...valid, amount: 5.27 }).amount).toBe("5.27");
    expect([withdrawalSplit("5.27"), withdrawalSplit("100")].map((s) => `${s.fee.toFixed(2)} ${s.net.toFixed(2)}`)).toEqual([
      "0.26 5.01",
      "5.00 95.00",
    ]);
  });

  it("when several fields are wrong, then the spec's first failing rule speaks", () => {
    expect(firstMessage({ amount: "1.234", wallet: "" })).toBe(ENTER_VALID_AMOUNT);
    expect(firstMessage({ amount: "0" })).toBe(ENTER_VALID_AMOUNT);
    expect(firstMessage({ amount: "5.25" })).toBe(NET_AFTER_FEE_TOO_LOW);
    expect(firstMessage({ ...valid, amount: "5.27", wallet: "  " })).toBe(WALLET_AND_NETWORK_REQUIRED);
    expect(firstMessage({ ...valid, network: undefined })).toBe(WALLET_AND_NETWORK_REQUIRED);
    expect(firstMessage({ ...valid, network: "TRC20" })).toBe(WITHDRAWAL_NETWORK_INVALID);
    expect(firstMessage({ ...valid, source: "loan" })).toBe(WITHDRAWAL_SOURCE_INVALID);
  });

  it("when every field is fine, then the trimmed, typed request", () => {
    expect(withdrawalRequest.parse(valid)).toEqual({ amount: "10", wallet: TRON, network: "USDT TRC20", source: "profit" });
  });

  it("when the wallet cannot exist on the chosen network, then the network's message on `wallet` (one changed character, another chain's address)", () => {
    const mistyped = `${TRON.slice(0, -1)}u`;
    const refused = withdrawalRequest.safeParse({ ...valid, wallet: mistyped }).error?.issues;
    expect(refused).toEqual([expect.objectContaining({ path: ["wallet"], message: "This is not a valid TRC20 (TRON) address." })]);
    expect(firstMessage({ ...valid, network: "USDT BEP20 (BSC)" })).toBe("This is not a valid BEP20 (BSC) address.");
    expect(firstMessage({ ...valid, wallet: "", network: "USDT TRC20" })).toBe(WALLET_AND_NETWORK_REQUIRED);
  });
});
