import { z } from "zod";
import { usdString } from "./money.js";

/**
 * Chart of accounts (design notes §4). Convention, one for all accounts:
 * balance = credits - debits. Investor liabilities (profit, reward, withdrawal-hold) are
 * positive; asset-like accounts (treasury, loan-receivable, expenses) are negative when they
 * hold value. The sum over all accounts is 0 at every position.
 */
export const investorAccountKinds = ["profit", "reward", "withdrawal-hold", "loan-receivable"] as const;
export type InvestorAccountKind = (typeof investorAccountKinds)[number];

export const platformAccounts = [
  "treasury",
  "share-capital",
  "equity-adjustment",
  "fee-income",
  "loan-charge-income",
  "profit-expense",
  "reward-expense",
  /** Loans written off ("Mark paid" without a payment): the receivable's loss, never cash received. */
  "loan-loss",
] as const;
export type PlatformAccount = (typeof platformAccounts)[number];

export const accounts = {
  investor: (userId: string, kind: InvestorAccountKind) => `investor:${userId}:${kind}`,
  platform: (name: PlatformAccount) => `platform:${name}`,
};

/** Asset/expense accounts whose natural balance is debits - credits (for display only). */
export function isDebitNormal(account: string): boolean {
  return (
    account.endsWith(":loan-receivable") ||
    account === "platform:treasury" ||
    account === "platform:profit-expense" ||
    account === "platform:reward-expense" ||
    account === "platform:equity-adjustment" ||
    account === "platform:loan-loss"
  );
}

export const transferSchema = z.object({
  debit: z.string().min(1),
  credit: z.string().min(1),
  amount: usdString,
});
export type Transfer = z.infer<typeof transferSchema>;
