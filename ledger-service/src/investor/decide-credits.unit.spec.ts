import { describe, expect, it } from "vitest";
import { given, investorWithShares, NOW, stateOf, USER, andThen } from "../../testing/given-when-then.js";
import { creditProfit, creditReferralReward } from "./decide-credits.js";

const profit = (percentage: string, shares = "2.5", pricePerShare = "100", loanRepaymentShare = "0.5", runId = "run-1") =>
  ({ type: "CreditProfit", runId, percentage, shares, pricePerShare, loanRepaymentShare, now: NOW }) as const;
const reward = (percentage: string, teamInvestment: string, runId = "rr-1") =>
  ({ type: "CreditReferralReward", runId, percentage, teamShares: "12.5", teamInvestment }) as const;

describe("decide a profit credit: shares x price x percentage, to the cent", () => {
  it("when 1.5 % is credited on 2.5 shares at $100.33, then the whole event credits $3.76 (3.762375 half up)", () => {
    expect(creditProfit(profit("1.5", "2.5", "100.33"), stateOf([]), USER)).toStrictEqual([
      {
        type: "ProfitCredited",
        data: {
          runId: "run-1",
          percentage: "1.5",
          shares: "2.5",
          pricePerShare: "100.33",
          amount: "3.76",
          transfers: [{ debit: "platform:profit-expense", credit: `investor:${USER}:profit`, amount: "3.76" }],
        },
      },
    ]);
  });

  it("when the credit rounds to zero cents, then nothing is decided; half a cent is a cent", () => {
    expect(creditProfit(profit("0.001", "0.5", "100"), stateOf([]), USER)).toEqual([]);
    expect(creditProfit(profit("0.01", "0.5", "100"), stateOf([]), USER)[0]?.data).toMatchObject({ amount: "0.01" });
  });

  it("when a run credited the investor before, then nothing; another run credits", () => {
    const credited = stateOf(given(investorWithShares("2.5")).when(profit("2")));
    expect(creditProfit(profit("2"), { ...stateOf(investorWithShares("2.5")), creditedRuns: credited.creditedRuns }, USER)).toEqual([]);
    expect(creditProfit(profit("2", "2.5", "100", "0.5", "run-2"), credited, USER)).toHaveLength(1);
  });

  it("when the investor owes an approved loan, then the loan's share of the credit repays it first, in the same decision", () => {
    const holder = investorWithShares("10");
    const requested = andThen(holder, {
      type: "RequestLoan",
      loanId: "l-1",
      percentage: "10",
      portalOpen: true,
      now: NOW,
      wallet: "TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t",
      network: "USDT TRC20",
    });
    const approved = andThen(requested, { type: "ApproveLoan", loanId: "l-1", now: NOW });
    const events = creditProfit(profit("5", "10"), stateOf(approved), USER);
    expect(events.map((e) => [e.type, (e.data as { amount: string }).amount])).toEqual([
      ["ProfitCredited", "50.00"],
      ["LoanRepaid", "25.00"],
    ]);
  });
});

describe("decide a referral reward: the team's investment x percentage, to the cent", () => {
  it("when 2.5 % of $1,250.10 is credited, then the whole event credits $31.25 (31.2525)", () => {
    expect(creditReferralReward(reward("2.5", "1250.10"), stateOf([]), USER)).toStrictEqual([
      {
        type: "ReferralRewardCredited",
        data: {
          runId: "rr-1",
          percentage: "2.5",
          teamShares: "12.5",
          teamInvestment: "1250.10",
          amount: "31.25",
          transfers: [{ debit: "platform:reward-expense", credit: `investor:${USER}:reward`, amount: "31.25" }],
        },
      },
    ]);
  });

  it("when the reward rounds to zero, or the run credited the investor before, then nothing is decided", () => {
    expect(creditReferralReward(reward("0.1", "4.99"), stateOf([]), USER)).toEqual([]);
    expect(creditReferralReward(reward("0.1", "5.00"), stateOf([]), USER)[0]?.data).toMatchObject({ amount: "0.01" });
    const once = stateOf(creditReferralReward(reward("2", "100"), stateOf([]), USER));
    expect(creditReferralReward(reward("2", "100"), once, USER)).toEqual([]);
  });
});
