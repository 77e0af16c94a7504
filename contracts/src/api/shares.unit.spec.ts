import { describe, expect, it } from "vitest";
import { purchaseNetworkLabel, purchaseNetworks, purchaseTxExplorerUrl } from "../constants.js";
import { SHARES_EDIT_STEP, SHARES_STEP, WALLET_AND_NETWORK_REQUIRED } from "../messages.js";
import { updateUserSharesRequest } from "./admin-users.js";
import { sellBackRequest } from "./sell-backs.js";
import { sharePurchaseRequest } from "./shares.js";

const firstMessage = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe("share counts: at least 0.5, in steps of 0.5", () => {
  it.each(["0.3", "1.25", "0", "-1", "abc", ""])("when %s shares are bought or sold back, then the spec's message", (shares) => {
    expect(firstMessage(sharePurchaseRequest.safeParse({ numberOfShares: shares, paymentMethod: "TRC20", proof: "p" }))).toBe(SHARES_STEP);
    expect(firstMessage(sellBackRequest.safeParse({ numberOfShares: shares, wallet: "T1", network: "USDT TRC20" }))).toBe(SHARES_STEP);
  });

  it("when 0.5 or 2.5 shares are asked, then they are accepted as exact strings", () => {
    expect(sharePurchaseRequest.parse({ numberOfShares: 0.5, paymentMethod: "TRC20", proof: "p" }).numberOfShares).toBe("0.5");
    expect(sellBackRequest.parse({ numberOfShares: "2.5", wallet: " T1 ", network: "USDT TRC20" })).toEqual({
      numberOfShares: "2.5",
      wallet: "T1",
      network: "USDT TRC20",
    });
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

describe("a purchase's transaction id: optional, checked against the chosen network", () => {
  const hex64 = "ab".repeat(32);
  const purchase = (paymentMethod: string, txId?: string) =>
    sharePurchaseRequest.safeParse({ numberOfShares: "1", paymentMethod, proof: "p", txId });

  it("when a well-formed id is given for each network, then it is kept (trimmed)", () => {
    expect(purchase("USDT BEP20 (BSC)", ` 0x${hex64} `).data?.txId).toBe(`0x${hex64}`);
    expect(purchase("TRC20", hex64).data?.txId).toBe(hex64);
    expect(purchase("APTOS", "0x1a2b").data?.txId).toBe("0x1a2b");
  });

  it("when no id or a blank one is given, then the purchase is accepted without one", () => {
    expect(purchase("TRC20").success).toBe(true);
    expect(purchase("TRC20", "   ").data?.txId).toBeUndefined();
  });

  it.each([
    ["USDT BEP20 (BSC)", hex64, "This is not a USDT on BEP20 (BSC) transaction id: it should be 0x followed by 64 hex characters."],
    ["TRC20", `0x${hex64}`, "This is not a USDT on TRC20 (TRON) transaction id: it should be 64 hex characters."],
    ["APTOS", `0x${hex64}ff`, "This is not a USDT on Aptos transaction id: it should be 0x followed by up to 64 hex characters."],
    ["APTOS", "hello", "This is not a USDT on Aptos transaction id: it should be 0x followed by up to 64 hex characters."],
  ])("when a %s purchase carries %s, then refused naming the network", (network, txId, message) => {
    const result = purchase(network, txId);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["txId", message]]);
  });
});

describe("purchase networks as the screens name them", () => {
  it("when a stored network is shown, then its one display name; the admin's explorer link per network", () => {
    expect(purchaseNetworks.map(purchaseNetworkLabel)).toEqual(["USDT on BEP20 (BSC)", "USDT on TRC20 (TRON)", "USDT on Aptos"]);
    expect(purchaseTxExplorerUrl("USDT BEP20 (BSC)", "0xab")).toBe("https://bscscan.com/tx/0xab");
    expect(purchaseTxExplorerUrl("TRC20", "ab")).toBe("https://tronscan.org/#/transaction/ab");
    expect(purchaseTxExplorerUrl("APTOS", "0x1")).toBe("https://explorer.aptoslabs.com/txn/0x1");
    expect(purchaseNetworkLabel("BTC")).toBe("BTC");
    expect(purchaseTxExplorerUrl("BTC", "x")).toBeNull();
  });
});
