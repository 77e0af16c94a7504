import { streams } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { GIVEN_AT, useReadModelTest, transfer, WALLET } from "../../testing/given-events.js";
import { sellBacksProjection } from "./sell-backs.projection.js";

const a = streams.investor("u-a");
const requested = (sellBackId: string, shares: string, extra: Record<string, unknown> = {}) => ({
  stream: a,
  type: "SharesSellBackRequested" as const,
  data: { sellBackId, shares, wallet: WALLET, network: "USDT TRC20", requestedAt: GIVEN_AT, ...extra },
});

describe("sell-backs read model: given sell-back events, then one row per request", () => {
  const t = useReadModelTest("sell_backs", [sellBacksProjection]);

  it("when requests are approved at a price, rejected, cancelled or left pending, then each row has its status, payout and times", async () => {
    await t.given(
      requested("s-1", "1.5"),
      requested("s-2", "1"),
      requested("s-3", "0.5", { heldUntil: "2026-03-02T10:00:00.000Z" }),
      requested("s-4", "2"),
    );
    await t.given(
      {
        stream: a,
        type: "SharesSellBackApproved",
        data: {
          sellBackId: "s-1",
          shares: "1.5",
          pricePerShare: "101.33",
          gross: "152.00",
          fee: "15.20",
          payout: "136.80",
          approvedAt: "2026-09-01T10:00:00.000Z",
          transfers: [
            transfer("platform:share-capital", "platform:treasury", "136.80"),
            transfer("platform:share-capital", "platform:fee-income", "15.20"),
          ],
        },
      },
      { stream: a, type: "SharesSellBackRejected", data: { sellBackId: "s-2", shares: "1" }, at: "2026-09-02T00:00:00.000Z" },
      { stream: a, type: "SharesSellBackCancelled", data: { sellBackId: "s-3", shares: "0.5", cancelledAt: "2026-03-01T11:00:00.000Z" } },
    );

    const pending = { price_per_share: null, gross: null, fee: null, payout: null };
    expect(
      await t.rows(`SELECT sell_back_id, user_id, shares, wallet, network, status, price_per_share, gross, fee, payout, requested_at, decided_at,
                      global_position, approvable_at FROM share_sell_backs ORDER BY sell_back_id`),
    ).toEqual([
      {
        ...row("s-1", "1.5", "Approved", "2026-09-01T10:00:00.000Z", "1", null),
        price_per_share: "101.33",
        gross: "152.00",
        fee: "15.20",
        payout: "136.80",
      },
      { ...row("s-2", "1.0", "Rejected", "2026-09-02T00:00:00.000Z", "2", null), ...pending },
      { ...row("s-3", "0.5", "Cancelled", "2026-03-01T11:00:00.000Z", "3", "2026-03-02T10:00:00.000Z"), ...pending },
      { ...row("s-4", "2.0", "Pending", null, "4", null), ...pending },
    ]);
  });
});

function row(id: string, shares: string, status: string, decidedAt: string | null, position: string, approvableAt: string | null) {
  return {
    sell_back_id: id,
    user_id: "u-a",
    shares,
    wallet: WALLET,
    network: "USDT TRC20",
    status,
    requested_at: GIVEN_AT,
    decided_at: decidedAt,
    global_position: position,
    approvable_at: approvableAt,
  };
}
