import { z } from "zod";
import { money, toCents, usdString } from "./money.js";

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

/**
 * The normal side of an account: assets and expenses (treasury, loan-receivable, the expense
 * accounts, equity-adjustment, loan-loss) are debit-normal; liabilities, income and equity (an investor's
 * profit, reward and withdrawal-hold, fee-income, share-capital) are credit-normal. The one
 * home of this convention: the audit screens and their CSV exports read it from here.
 */
export type NormalSide = "debit" | "credit";
export function normalSide(account: string): NormalSide {
  const debitNormal =
    account.endsWith(":loan-receivable") ||
    account === "platform:treasury" ||
    account === "platform:profit-expense" ||
    account === "platform:reward-expense" ||
    account === "platform:equity-adjustment" ||
    account === "platform:loan-loss";
  return debitNormal ? "debit" : "credit";
}

/** Asset/expense accounts whose natural balance is debits - credits (for display only). */
export function isDebitNormal(account: string): boolean {
  return normalSide(account) === "debit";
}

/**
 * A balance (credits - debits, an exact decimal string) as a positive amount in the Debit or
 * Credit column, to the cent: a credit balance in Credit, a debit balance in Debit; zero sits on
 * the account's normal side. The other column is null.
 */
export function balanceColumns(account: string, balance: string): { debit: string | null; credit: string | null } {
  const b = money(balance);
  const side: NormalSide = b.isZero() ? normalSide(account) : b.isNeg() ? "debit" : "credit";
  return side === "debit" ? { debit: toCents(b.abs()), credit: null } : { debit: null, credit: toCents(b.abs()) };
}

/** The balance as read on the account's normal side: positive when the account holds value. */
export function normalBalance(account: string, balance: string): string {
  const b = money(balance);
  if (b.isZero()) return toCents(0);
  return toCents(normalSide(account) === "debit" ? b.neg() : b);
}

export const transferSchema = z.object({
  debit: z.string().min(1),
  credit: z.string().min(1),
  amount: usdString,
});
export type Transfer = z.infer<typeof transferSchema>;
