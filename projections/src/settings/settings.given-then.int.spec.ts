import { DEFAULT_SHARE_PRICE, streams, toCents } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { useReadModelTest } from "../../testing/given-events.js";
import { settingsProjection } from "./settings.projection.js";

const W1 = "00000000-0000-4000-8000-00000000000a";
const W2 = "00000000-0000-4000-8000-00000000000b";

describe("settings read model: given settings and offering events, then the settings row and the purchase windows", () => {
  const t = useReadModelTest("settings", [settingsProjection]);

  it("when nothing happened, then the price is the default, the portal open and nothing allocated", async () => {
    expect(await t.rows("SELECT price_per_share, loan_portal_open, shares_allocated FROM platform_settings")).toEqual([
      { price_per_share: toCents(DEFAULT_SHARE_PRICE), loan_portal_open: "true", shares_allocated: "0.0" },
    ]);
  });

  it("when the price changes, the portal closes, shares are allocated, edited and returned and windows come and go, then the rows hold the result", async () => {
    const settings = streams.settings();
    const offering = streams.offering();
    await t.given(
      { stream: settings, type: "SharePriceChanged", data: { previousPrice: "100.00", pricePerShare: "112.35" } },
      { stream: settings, type: "LoanPortalToggled", data: { isOpen: false } },
      { stream: offering, type: "OfferingSharesAllocated", data: { purchaseId: "p-1", userId: "u-a", shares: "2.5" } },
      { stream: offering, type: "OfferingSharesAllocated", data: { purchaseId: "p-2", userId: "u-b", shares: "10" } },
      { stream: offering, type: "OfferingSharesAdjusted", data: { userId: "u-a", previousShares: "2.5", newShares: "4" } },
      {
        stream: settings,
        type: "PurchaseWindowScheduled",
        data: { windowId: W1, opensAt: "2026-04-01T00:00:00.000Z", closesAt: "2026-04-08T00:00:00.000Z", note: "April round" },
      },
      {
        stream: settings,
        type: "PurchaseWindowScheduled",
        data: { windowId: W2, opensAt: "2026-05-01T00:00:00.000Z", closesAt: "2026-05-02T00:00:00.000Z" },
      },
    );
    await t.given(
      { stream: offering, type: "OfferingSharesReturned", data: { sellBackId: "s-1", userId: "u-b", shares: "1.5" } },
      { stream: settings, type: "PurchaseWindowRemoved", data: { windowId: W2 } },
    );

    // 2.5 + 10 + (4 - 2.5) - 1.5
    expect(await t.rows("SELECT price_per_share, loan_portal_open, shares_allocated FROM platform_settings")).toEqual([
      { price_per_share: "112.35", loan_portal_open: "false", shares_allocated: "12.5" },
    ]);
    expect(await t.rows("SELECT id, opens_at, closes_at, note FROM purchase_windows ORDER BY opens_at")).toEqual([
      { id: W1, opens_at: "2026-04-01T00:00:00.000Z", closes_at: "2026-04-08T00:00:00.000Z", note: "April round" },
    ]);
  });
});
