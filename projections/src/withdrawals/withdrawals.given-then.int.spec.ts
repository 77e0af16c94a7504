import { streams } from "@app/contracts";
import { describe, expect, it } from "vitest";
import {
  GIVEN_AT,
  investorAccount as inv,
  useReadModelTest,
  transfer,
  WALLET,
  withdrawalRequestData,
  withdrawalApprovalData,
} from "../../testing/given-events.js";
import { withdrawalsProjection } from "./withdrawals.projection.js";

const requested = (withdrawalId: string, amount: string, fee: string, net: string, extra: Record<string, unknown> = {}) => ({
  type: "WithdrawalRequested" as const,
  data: { ...withdrawalRequestData("u-a", withdrawalId, amount, fee, net), ...extra },
});
const back = (amount: string) => [transfer(inv("u-a", "withdrawal-hold"), inv("u-a", "profit"), amount)];

describe("withdrawals read model: given withdrawal events, then one row per request", () => {
  const t = useReadModelTest("withdrawals", [withdrawalsProjection]);

  it("when requests are approved, rejected, cancelled or held for a new wallet, then each row has its status, amounts and times", async () => {
    const a = streams.investor("u-a");
    await t.given(
      { stream: a, ...requested("w-1", "10.00", "0.50", "9.50") },
      { stream: a, ...requested("w-2", "5.27", "0.26", "5.01") },
      {
        stream: a,
        type: "WithdrawalApproved",
        data: withdrawalApprovalData("u-a", "w-1", "10.00", "0.50", "9.50"),
        at: "2026-03-01T12:00:00.000Z",
      },
      { stream: a, ...requested("w-3", "20.00", "1.00", "19.00", { heldUntil: "2026-03-02T10:00:00.000Z" }) },
      { stream: a, ...requested("w-4", "6.00", "0.30", "5.70") },
    );
    await t.given(
      {
        stream: a,
        type: "WithdrawalRejected",
        data: { withdrawalId: "w-2", amount: "5.27", transfers: back("5.27") },
        at: "2026-03-04T00:00:00.000Z",
      },
      // A cancel is dated by the investor's request, not the stored time.
      {
        stream: a,
        type: "WithdrawalCancelled",
        data: { withdrawalId: "w-3", amount: "20.00", cancelledAt: "2026-03-01T11:00:00.000Z", transfers: back("20.00") },
        at: "2026-03-05T00:00:00.000Z",
      },
    );

    expect(
      await t.rows(`SELECT withdrawal_id, user_id, amount, fee, net, wallet, network, source, status, requested_at, decided_at,
                      global_position, approvable_at FROM withdrawals ORDER BY withdrawal_id`),
    ).toEqual([
      row("w-1", "10.00", "0.50", "9.50", "Approved", "2026-03-01T12:00:00.000Z", "1", null),
      row("w-2", "5.27", "0.26", "5.01", "Rejected", "2026-03-04T00:00:00.000Z", "2", null),
      row("w-3", "20.00", "1.00", "19.00", "Cancelled", "2026-03-01T11:00:00.000Z", "4", "2026-03-02T10:00:00.000Z"),
      row("w-4", "6.00", "0.30", "5.70", "Pending", null, "5", null),
    ]);
  });
});

function row(
  id: string,
  amount: string,
  fee: string,
  net: string,
  status: string,
  decidedAt: string | null,
  position: string,
  approvableAt: string | null,
) {
  return {
    withdrawal_id: id,
    user_id: "u-a",
    amount,
    fee,
    net,
    wallet: WALLET,
    network: "USDT TRC20",
    source: "profit",
    status,
    requested_at: GIVEN_AT,
    decided_at: decidedAt,
    global_position: position,
    approvable_at: approvableAt,
  };
}
