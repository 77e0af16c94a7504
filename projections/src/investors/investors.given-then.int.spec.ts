import { streams } from "@app/contracts";
import { describe, expect, it } from "vitest";
import {
  GIVEN_AT,
  useReadModelTest,
  transfer,
  WALLET,
  withdrawalRequested,
  profitCredited,
  referralRewardCredited,
  loanApprovalData,
} from "../../testing/given-events.js";
import { investorsProjection } from "./investors.projection.js";

const a = streams.investor("u-a");
const purchase = (purchaseId: string, shares: string, amount: string) => ({
  stream: a,
  type: "SharePurchaseRequested" as const,
  data: { purchaseId, shares, pricePerShare: "100.00", amount, network: "TRC20", proof: "https://proofs/p.png", requestedAt: GIVEN_AT },
});

describe("investors read model: given an investor's events, then their balances and balance history", () => {
  const t = useReadModelTest("investors", [investorsProjection]);

  it("when shares are bought, sold back and edited, and profit, reward, a withdrawal and a loan move money, then every balance is exact", async () => {
    await t.given(
      purchase("p-1", "2.5", "250.00"),
      {
        stream: a,
        type: "SharePurchaseApproved",
        data: {
          purchaseId: "p-1",
          shares: "2.5",
          pricePerShare: "100.00",
          amount: "250.00",
          transfers: [transfer("platform:treasury", "platform:share-capital", "250.00")],
        },
      },
      purchase("p-2", "1", "100.00"),
      { stream: a, type: "SharePurchaseRejected", data: { purchaseId: "p-2" } },
      profitCredited("u-a", "3.75"),
    );
    await t.given(
      referralRewardCredited("u-a"),
      {
        ...withdrawalRequested("u-a"),
      },
      { stream: a, type: "LoanApproved", data: loanApprovalData("u-a", "l-1", GIVEN_AT) },
      {
        stream: a,
        type: "SharesSellBackRequested",
        data: { sellBackId: "s-1", shares: "1", wallet: WALLET, network: "USDT TRC20", requestedAt: GIVEN_AT },
      },
      {
        stream: a,
        type: "SharesSellBackRequested",
        data: { sellBackId: "s-2", shares: "0.5", wallet: WALLET, network: "USDT TRC20", requestedAt: GIVEN_AT },
      },
      {
        stream: a,
        type: "SharesSellBackApproved",
        data: {
          sellBackId: "s-1",
          shares: "1",
          pricePerShare: "100.00",
          gross: "100.00",
          fee: "10.00",
          payout: "90.00",
          approvedAt: GIVEN_AT,
          transfers: [
            transfer("platform:share-capital", "platform:treasury", "90.00"),
            transfer("platform:share-capital", "platform:fee-income", "10.00"),
          ],
        },
      },
      {
        stream: a,
        type: "SharesAdjusted",
        data: {
          previousShares: "1.5",
          newShares: "2",
          pricePerShare: "100.00",
          transfers: [transfer("platform:equity-adjustment", "platform:share-capital", "50.00")],
        },
      },
      profitCredited("u-b", "0.01"),
    );

    expect(await t.rows("SELECT * FROM investor_balances ORDER BY user_id")).toEqual([
      {
        user_id: "u-a",
        shares: "2.0",
        held_shares: "0.5",
        pending_shares: "0.0",
        profit_balance: "0.05",
        reward_balance: "10.00",
        withdrawal_hold: "3.70",
        loan_owed: "41.25",
        total_profit: "3.75",
        total_reward: "10.00",
        last_position: "12",
      },
      {
        user_id: "u-b",
        shares: "0.0",
        held_shares: "0.0",
        pending_shares: "0.0",
        profit_balance: "0.01",
        reward_balance: "0.00",
        withdrawal_hold: "0.00",
        loan_owed: "0.00",
        total_profit: "0.01",
        total_reward: "0.00",
        last_position: "13",
      },
    ]);
    const point = (user: string, position: string, shares: string, profitBalance: string, reward: string) => ({
      user_id: user,
      global_position: position,
      at: GIVEN_AT,
      shares,
      profit_balance: profitBalance,
      reward_balance: reward,
    });
    // A point for each event that changed shares or a balance of the investor's (a request or a sell-back hold makes none).
    expect(await t.rows("SELECT * FROM balance_history ORDER BY user_id, global_position")).toEqual([
      point("u-a", "2", "2.5", "0.00", "0.00"),
      point("u-a", "5", "2.5", "3.75", "0.00"),
      point("u-a", "6", "2.5", "3.75", "10.00"),
      point("u-a", "7", "2.5", "0.05", "10.00"),
      point("u-a", "8", "2.5", "0.05", "10.00"),
      point("u-a", "11", "1.5", "0.05", "10.00"),
      point("u-a", "12", "2.0", "0.05", "10.00"),
      point("u-b", "13", "0.0", "0.01", "0.00"),
    ]);
  });
});
