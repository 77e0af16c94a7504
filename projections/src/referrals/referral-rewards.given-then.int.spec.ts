import { streams } from "@app/contracts";
import { describe, expect, it } from "vitest";
import { investorAccount as inv, useReadModelTest, transfer } from "../../testing/given-events.js";
import { referralRewardsProjection } from "./referral-rewards.projection.js";

const E1 = "00000000-0000-4000-8000-0000000000e1";
const E2 = "00000000-0000-4000-8000-0000000000e2";

const credited = (userId: string, runId: string, amount: string, eventId: string, at: string) => ({
  stream: streams.investor(userId),
  type: "ReferralRewardCredited" as const,
  data: {
    runId,
    percentage: "2.5",
    teamShares: "12.5",
    teamInvestment: "1250.00",
    amount,
    transfers: [transfer("platform:reward-expense", inv(userId, "reward"), amount)],
  },
  eventId,
  at,
});

describe("referral-rewards read model: given reward credits, then one history row per credit", () => {
  const t = useReadModelTest("referral_rewards", [referralRewardsProjection]);

  it("when two investors are credited and other events pass by, then each credit is a row with its run, amount, team and time", async () => {
    await t.given(
      credited("u-a", "rr-1", "31.25", E1, "2026-03-01T10:00:00.000Z"),
      {
        stream: streams.investor("u-a"),
        type: "ProfitCredited",
        data: {
          runId: "run-1",
          percentage: "1",
          shares: "1",
          pricePerShare: "100.00",
          amount: "1.00",
          transfers: [transfer("platform:profit-expense", inv("u-a", "profit"), "1.00")],
        },
      },
      credited("u-b", "rr-1", "0.01", E2, "2026-03-01T10:00:01.000Z"),
    );

    expect(
      await t.rows(
        "SELECT event_id, user_id, run_id, amount, team_shares, percentage, distributed_at FROM referral_reward_history ORDER BY event_id",
      ),
    ).toEqual([
      {
        event_id: E1,
        user_id: "u-a",
        run_id: "rr-1",
        amount: "31.25",
        team_shares: "12.5",
        percentage: "2.5000",
        distributed_at: "2026-03-01T10:00:00.000Z",
      },
      {
        event_id: E2,
        user_id: "u-b",
        run_id: "rr-1",
        amount: "0.01",
        team_shares: "12.5",
        percentage: "2.5000",
        distributed_at: "2026-03-01T10:00:01.000Z",
      },
    ]);
  });
});
