import { money } from "@app/contracts";
import type Decimal from "decimal.js";
import type { ChainReader, TxLookup } from "../platform/chain-port.js";

/** What a payment's transaction must show. */
export interface ExpectedTransfer {
  /** The address the USDT must reach (our deposit address, or the investor's wallet). */
  to: string;
  /** That address in words, for a reason: "our BEP20 deposit address", "the investor's wallet". */
  toLabel: string;
  /** USDT owed (payments in: at least this) or to be sent (payouts: exactly this). */
  amount: Decimal;
  /** true for payouts: any other amount is a mismatch; payments in may pay more (named). */
  exact: boolean;
  /** The payment in words: "this purchase", "this repayment", "this payout". */
  subject: string;
}

export interface Judgement {
  status: "pending" | "verified" | "mismatch";
  /** USDT the transaction moved to `to`, once seen. */
  amount: Decimal | null;
  confirmations: number | null;
  reason: string | null;
  blockHash: string | null;
}

/** An amount as people read it: two decimals, more only when the chain had more. */
export function usdtText(amount: Decimal): string {
  return amount.toFixed(Math.max(2, amount.decimalPlaces()));
}

/** 0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC -> 0x3C44…93BC. */
export function shortAddress(address: string): string {
  return address.length > 12 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}

/**
 * What a node's answer means for a payment (pure). Not found is `pending` here: the caller turns
 * it into `not-found` once the id is 24 hours old. The order of the checks is what a person asks:
 * did it happen, was it USDT, did it reach us, was it enough, is it final.
 */
export function judgeTransfer(
  reader: Pick<ChainReader, "token" | "sameAddress" | "confirmationsNeeded">,
  lookup: TxLookup,
  expected: ExpectedTransfer,
): Judgement {
  if (!lookup.found) return { status: "pending", amount: null, confirmations: null, reason: null, blockHash: null };
  const seen = { confirmations: lookup.confirmations, blockHash: lookup.blockHash };
  const mismatch = (reason: string, amount: Decimal | null = null): Judgement => ({ status: "mismatch", amount, reason, ...seen });
  if (!lookup.succeeded) return mismatch("The transaction failed on the network.");
  const usdt = lookup.transfers.filter((t) => reader.sameAddress(t.token, reader.token));
  if (usdt.length === 0) return mismatch("No USDT transfer in this transaction.");
  const toUs = usdt.filter((t) => reader.sameAddress(t.to, expected.to));
  if (toUs.length === 0) {
    const elsewhere = usdt[0]?.to ?? "";
    return mismatch(`The transfer went to ${shortAddress(elsewhere)}, not to ${expected.toLabel}.`);
  }
  const amount = toUs.reduce((sum, t) => sum.add(t.amount), money(0));
  if (amount.lt(expected.amount))
    return mismatch(`Sent ${usdtText(amount)} USDT; ${expected.subject} needs ${usdtText(expected.amount)} USDT.`, amount);
  if (expected.exact && amount.gt(expected.amount))
    return mismatch(`Sent ${usdtText(amount)} USDT; ${expected.subject} is ${usdtText(expected.amount)} USDT.`, amount);
  const excess = amount.sub(expected.amount);
  const reason = excess.gt(0) ? `Sent ${usdtText(amount)} USDT, ${usdtText(excess)} USDT more than ${expected.subject} needs.` : null;
  if (lookup.confirmations < reader.confirmationsNeeded) return { status: "pending", amount, reason, ...seen };
  return { status: "verified", amount, reason, ...seen };
}
