import { streams } from "@app/contracts";
import { describe, expect, it } from "vitest";
import {
  GIVEN_AT,
  investorAccount as inv,
  useReadModelTest,
  transfer,
  WALLET,
  profitCredited,
  withdrawalRequested,
  loanRequestData,
  referralRewardCredited,
} from "../../testing/given-events.js";
import { investorsProjection } from "../investors/investors.projection.js";
import { notificationsProjection } from "./notifications.projection.js";

const a = streams.investor("u-a");
const ids = Array.from({ length: 9 }, (_, i) => `00000000-0000-4000-8000-00000000000${i + 1}`);
const HELD_UNTIL = "2026-03-02T10:00:00.000Z";

describe("notifications read model: given an investor's money events, then the notifications they are told", () => {
  // The investors read model leaves each credit's balance on the event for this one.
  const t = useReadModelTest("notifications", [investorsProjection, notificationsProjection]);

  it("when requests are decided in later batches and money is credited, then each notification has its kind and exact figures", async () => {
    await t.given(
      {
        ...profitCredited("u-a"),
        eventId: ids[0],
      },
      // Told only because it is held for a new wallet.
      {
        ...withdrawalRequested("u-a", { heldUntil: HELD_UNTIL }),
        eventId: ids[1],
      },
      {
        stream: a,
        type: "LoanRequested",
        data: loanRequestData("l-1"),
        eventId: ids[2],
      },
      {
        stream: streams.approval("a-1"),
        type: "ApprovalRequested",
        data: {
          approvalId: "a-1",
          action: { kind: "withdrawal", withdrawalId: "w-1", userId: "u-a", amount: "3.70" },
          requestedBy: "admin-a",
          requestedAt: GIVEN_AT,
        },
        eventId: ids[3],
      },
    );
    await t.given(
      {
        stream: a,
        type: "WithdrawalRejected",
        data: { withdrawalId: "w-1", amount: "3.70", transfers: [transfer(inv("u-a", "withdrawal-hold"), inv("u-a", "profit"), "3.70")] },
        eventId: ids[4],
      },
      { stream: a, type: "LoanRejected", data: { loanId: "l-1" }, eventId: ids[5] },
      { ...referralRewardCredited("u-a"), eventId: ids[6] },
      {
        stream: a,
        type: "SharesSellBackRequested",
        data: { sellBackId: "s-1", shares: "1", wallet: WALLET, network: "USDT TRC20", requestedAt: GIVEN_AT },
        eventId: ids[7],
      },
    );

    // `subject`: the activity feed item the notification links to (/activity/{subject}).
    const told = (id: string | undefined, kind: string, data: Record<string, unknown>, position: string, subject: string) => ({
      notification_id: id,
      user_id: "u-a",
      kind,
      data: JSON.stringify(data),
      created_at: GIVEN_AT,
      commit_pos: position,
      global_position: position,
      subject,
    });
    expect(await t.rows("SELECT * FROM notifications ORDER BY commit_pos, global_position")).toEqual([
      told(ids[0], "profit-credited", { amount: "3.75", balance: "3.75" }, "1", `profit-${ids[0]}`),
      told(
        ids[1],
        "withdrawal-held",
        { amount: "3.70", wallet: WALLET, network: "USDT TRC20", heldUntil: HELD_UNTIL },
        "2",
        "withdrawal-w-1",
      ),
      told(ids[2], "loan-requested", { amount: "37.50" }, "3", "loan-l-1"),
      told(ids[3], "awaiting-second-admin", { action: "withdrawal", amount: "3.70" }, "4", "withdrawal-w-1"),
      told(ids[4], "withdrawal-rejected", { amount: "3.70", source: "profit" }, "5", "withdrawal-w-1"),
      told(ids[5], "loan-rejected", { amount: "37.50" }, "6", "loan-l-1"),
      // 3.75 credited, 3.70 held, then returned: the reward balance alone is 10.00.
      told(ids[6], "reward-credited", { amount: "10.00", balance: "10.00" }, "7", `reward-${ids[6]}`),
    ]);
    // Decided requests are forgotten; the open sell-back keeps its figures for its decision.
    expect(await t.rows("SELECT request_id, data FROM notification_requests ORDER BY request_id")).toEqual([
      { request_id: "sell-back:s-1", data: JSON.stringify({ shares: "1", wallet: WALLET, network: "USDT TRC20" }) },
    ]);
  });
});
