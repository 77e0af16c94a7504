import { type Money, money, toCents } from "@app/contracts/money";

type Amount = Parameters<typeof money>[0];

/**
 * A sale's figures at a price, as the server posts them on approval: gross = shares x price to
 * the cent, payout = shares x price x (1 - fee rate) to the cent (half-up), fee = gross - payout
 * (the rounding cent included), so payout + fee = gross. The rate is the quote's.
 */
export function sellBackSplit(shares: Amount, pricePerShare: Amount, feeRate: Amount): { gross: Money; fee: Money; payout: Money } {
  const exact = money(shares).mul(pricePerShare);
  const gross = money(toCents(exact));
  const payout = money(toCents(exact.mul(money(1).sub(feeRate))));
  return { gross, fee: gross.sub(payout), payout };
}

/** "10%" from the quote's rate. */
export const percent = (rate: Amount) => `${money(rate).mul(100).toString()}%`;

/** Statuses other than the decided ones read as pending (as withdrawals). */
export function sellBackStatusLabel(status: string): string {
  return status === "Approved" || status === "Rejected" || status === "Cancelled" ? status : "Pending";
}
