import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";

/** What an investor holds, as exact decimal strings; zeros before their first money event. */
export interface InvestorBalances {
  sharesOwned: string;
  pendingShares: string;
  profitBalance: string;
  referralRewardBalance: string;
  withdrawalHold: string;
  loanOwed: string;
}

export async function getInvestorBalances(db: Kysely<Database>, userId: string): Promise<InvestorBalances> {
  const row = await db
    .selectFrom("investor_balances")
    .select(["shares", "pending_shares", "profit_balance", "reward_balance", "withdrawal_hold", "loan_owed"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return {
    sharesOwned: row?.shares ?? "0",
    pendingShares: row?.pending_shares ?? "0",
    profitBalance: row?.profit_balance ?? "0",
    referralRewardBalance: row?.reward_balance ?? "0",
    withdrawalHold: row?.withdrawal_hold ?? "0",
    loanOwed: row?.loan_owed ?? "0",
  };
}
