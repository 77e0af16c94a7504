import { describe, expect, it } from "vitest";
import { SHARES_EDIT_STEP, SHARES_STEP, WALLET_AND_NETWORK_REQUIRED } from "../messages.js";
import { updateUserSharesRequest } from "./admin-users.js";
import { sellBackRequest } from "./sell-backs.js";
import { sharePurchaseRequest } from "./shares.js";

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("share counts: at least 0.5, in steps of 0.5", () => {
  it.each(["0.3", "1.25", "0", "-1", "abc", ""])("when %s shares are bought or sold back, then the spec's message", (shares) => {
    expect(firstMessage(sharePurchaseRequest.safeParse({ numberOfShares: shares, paymentMethod: "TRC20", proof: "p" }))).toBe(SHARES_STEP);
    expect(
      firstMessage(
        sellBackRequest.safeParse({ numberOfShares: shares, wallet: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t", network: "USDT TRC20" }),
      ),
    ).toBe(SHARES_STEP);
  });

  it("when 0.5 or 2.5 shares are asked, then they are accepted as exact strings", () => {
    expect(sharePurchaseRequest.parse({ numberOfShares: 0.5, paymentMethod: "TRC20", proof: "p" }).numberOfShares).toBe("0.5");
    expect(sellBackRequest.parse({ numberOfShares: "2.5", wallet: " TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t ", network: "USDT TRC20" })).toEqual(
      {
        numberOfShares: "2.5",
        wallet: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
        network: "USDT TRC20",
      },
    );
  });

  it("when a sell-back has no wallet, then 'Wallet and network are required'", () => {
    expect(firstMessage(sellBackRequest.safeParse({ numberOfShares: "1", wallet: "  ", network: "USDT TRC20" }))).toBe(
      WALLET_AND_NETWORK_REQUIRED,
    );
  });

  it("when an admin sets 1.2 shares, then refused; 0 is allowed", () => {
    expect(firstMessage(updateUserSharesRequest.safeParse({ sharesOwned: 1.2 }))).toBe(SHARES_EDIT_STEP);
    expect(updateUserSharesRequest.parse({ sharesOwned: 0 }).sharesOwned).toBe("0");
  });
});
