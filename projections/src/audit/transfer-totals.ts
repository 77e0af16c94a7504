import { type DomainEvent, money, toCents, transfersOf } from "@app/contracts";
import type Decimal from "decimal.js";

type Data = Record<string, string | undefined>;

/**
 * What an event's transfers must add up to, from the event's own amounts (design notes, the
 * double-entry table). An event that moves no money must carry no transfers (zero).
 */
export function expectedTransferTotal(event: DomainEvent): Decimal {
  const d = event.data as Data;
  switch (event.type) {
    case "SharePurchaseApproved":
    case "ProfitCredited":
    case "ReferralRewardCredited":
    case "WithdrawalRequested":
    case "WithdrawalApproved":
    case "WithdrawalRejected":
    case "WithdrawalCancelled":
      return money(d.amount ?? 0);
    case "SharesAdjusted":
      return money(
        toCents(
          money(d.newShares ?? 0)
            .sub(d.previousShares ?? 0)
            .abs()
            .mul(d.pricePerShare ?? 0),
        ),
      );
    case "SharesSellBackApproved":
      return money(d.gross ?? 0);
    case "LoanApproved":
      return money(d.totalPayable ?? 0);
    case "LoanRepaid":
      // A manual payment's excess over the balance goes to profit: the transfers carry all of it.
      return money(d.received ?? d.amount ?? 0);
    default:
      return money(0);
  }
}

/** Why the event's transfers do not match its amounts, or null when they do. */
export function transferMismatch(event: DomainEvent): string | null {
  const transfers = transfersOf(event);
  const bad = transfers.find((t) => t.debit === t.credit || !money(t.amount).gt(0));
  if (bad) return `a transfer of ${bad.amount} from ${bad.debit} to ${bad.credit}`;
  const total = transfers.reduce((s, t) => s.add(t.amount), money(0));
  const expected = expectedTransferTotal(event);
  return total.eq(expected) ? null : `transfers total ${toCents(total)}, its amounts ${toCents(expected)}`;
}
