import { streams } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { GIVEN_AT, useReadModelTest, transfer } from "../../testing/given-events.js";
import { purchasesProjection } from "./purchases.projection.js";

const requested = (purchaseId: string, shares: string, amount: string, extra: Record<string, unknown> = {}) => ({
  type: "SharePurchaseRequested" as const,
  data: {
    purchaseId,
    shares,
    pricePerShare: "100.00",
    amount,
    network: "TRC20",
    proof: `https://proofs/${purchaseId}.png`,
    requestedAt: GIVEN_AT,
    ...extra,
  },
});
const approved = (purchaseId: string, shares: string, amount: string) => ({
  type: "SharePurchaseApproved" as const,
  data: {
    purchaseId,
    shares,
    pricePerShare: "100.00",
    amount,
    transfers: [transfer("platform:treasury", "platform:share-capital", amount)],
  },
});

describe("purchases read model: given purchase events, then one row per request", () => {
  const t = useReadModelTest("purchases", [purchasesProjection]);

  it("when requests are approved in their batch, rejected in a later one, or left pending, then each row has its status, figures and decision time", async () => {
    const [a, b] = [streams.investor("u-a"), streams.investor("u-b")];
    await t.given(
      { stream: a, ...requested("p-1", "2.5", "250.00") },
      { stream: b, ...requested("p-2", "1", "100.00", { referralCode: "REF-1", txId: "0xabc" }) },
      { stream: b, ...approved("p-2", "1", "100.00"), at: "2026-03-02T09:00:00.000Z" },
      { stream: b, ...requested("p-3", "0.5", "50.00") },
      // Not an investor stream: no row.
      { stream: "offering", type: "OfferingSharesAllocated", data: { purchaseId: "p-2", userId: "u-b", shares: "1" } },
    );
    await t.given({ stream: a, type: "SharePurchaseRejected", data: { purchaseId: "p-1" }, at: "2026-03-03T08:30:00.000Z" });

    expect(
      await t.rows(`SELECT purchase_id, user_id, shares, price_per_share, amount, network, proof, referral_code, tx_id, status,
                      requested_at, decided_at, global_position FROM share_purchases ORDER BY purchase_id`),
    ).toEqual([
      {
        purchase_id: "p-1",
        user_id: "u-a",
        shares: "2.5",
        price_per_share: "100.00",
        amount: "250.00",
        network: "TRC20",
        proof: "https://proofs/p-1.png",
        referral_code: null,
        tx_id: null,
        status: "Rejected",
        requested_at: GIVEN_AT,
        decided_at: "2026-03-03T08:30:00.000Z",
        global_position: "1",
      },
      {
        purchase_id: "p-2",
        user_id: "u-b",
        shares: "1.0",
        price_per_share: "100.00",
        amount: "100.00",
        network: "TRC20",
        proof: "https://proofs/p-2.png",
        referral_code: "REF-1",
        tx_id: "0xabc",
        status: "Approved",
        requested_at: GIVEN_AT,
        decided_at: "2026-03-02T09:00:00.000Z",
        global_position: "2",
      },
      {
        purchase_id: "p-3",
        user_id: "u-b",
        shares: "0.5",
        price_per_share: "100.00",
        amount: "50.00",
        network: "TRC20",
        proof: "https://proofs/p-3.png",
        referral_code: null,
        tx_id: null,
        status: "Pending",
        requested_at: GIVEN_AT,
        decided_at: null,
        global_position: "4",
      },
    ]);
  });
});
