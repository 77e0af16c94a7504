import { type DomainEvent, money, toCents, toShares } from "@app/contracts";
import type { InvestorState } from "./investor.js";
import { profitDeduction } from "./decide-loans.js";
import { investorAccount as inv, platformAccount as platform, transfer } from "../shared/transfers.js";

/**
 * Credits of a profit run: the investor's profit (shares x price x percentage) and the referral
 * reward on the team's investment. A run credits an investor once: a second time decides nothing.
 */
export type CreditProfit = {
  type: "CreditProfit";
  runId: string;
  percentage: string;
  shares: string;
  pricePerShare: string;
  loanRepaymentShare: string;
  now: Date;
};
export type CreditReferralReward = {
  type: "CreditReferralReward";
  runId: string;
  percentage: string;
  teamShares: string;
  teamInvestment: string;
};
export type CreditCommand = CreditProfit | CreditReferralReward;

/** The credit, then the part of it that repays an active loan first. */
export function creditProfit(command: CreditProfit, state: InvestorState, userId: string): DomainEvent[] {
  if (state.creditedRuns.has(command.runId)) return [];
  const amount = money(toCents(money(command.shares).mul(command.pricePerShare).mul(command.percentage).div(100)));
  if (amount.isZero()) return [];
  return [
    {
      type: "ProfitCredited",
      data: {
        runId: command.runId,
        percentage: command.percentage,
        shares: toShares(command.shares),
        pricePerShare: toCents(command.pricePerShare),
        amount: toCents(amount),
        transfers: transfer(platform("profit-expense"), inv(userId, "profit"), amount),
      },
    },
    ...profitDeduction(state, userId, amount, command.loanRepaymentShare, command.now, command.runId),
  ];
}

export function creditReferralReward(command: CreditReferralReward, state: InvestorState, userId: string): DomainEvent[] {
  if (state.creditedRuns.has(command.runId)) return [];
  const amount = money(toCents(money(command.teamInvestment).mul(command.percentage).div(100)));
  if (amount.isZero()) return [];
  return [
    {
      type: "ReferralRewardCredited",
      data: {
        runId: command.runId,
        percentage: command.percentage,
        teamShares: toShares(command.teamShares),
        teamInvestment: toCents(command.teamInvestment),
        amount: toCents(amount),
        transfers: transfer(platform("reward-expense"), inv(userId, "reward"), amount),
      },
    },
  ];
}
