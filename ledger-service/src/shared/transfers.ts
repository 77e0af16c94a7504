import { type InvestorAccountKind, type PlatformAccount, type Transfer, accounts, toCents } from "@app/contracts";
import type Decimal from "decimal.js";

export const investorAccount = (userId: string, kind: InvestorAccountKind) => accounts.investor(userId, kind);
export const platformAccount = (name: PlatformAccount) => accounts.platform(name);

/** One balanced journal line: `amount` leaves `debit` and arrives in `credit`. Zero lines are dropped. */
export function transfer(debit: string, credit: string, amount: Decimal): Transfer[] {
  if (amount.isZero()) return [];
  if (amount.isNegative()) return [{ debit: credit, credit: debit, amount: toCents(amount.neg()) }];
  return [{ debit, credit, amount: toCents(amount) }];
}
