import { MIN_NET_WITHDRAWAL_USD, WITHDRAWAL_FEE_PERCENT } from "@/config/constants";
import { fromCents, parseAmount, percentOf, toCents } from "./cents";

/** The 5% withdrawal fee, to the cent. */
export function withdrawalFee(amount: number): number {
  return percentOf(amount, WITHDRAWAL_FEE_PERCENT);
}

/** What the investor receives: amount minus the fee (95%). */
export function withdrawalNet(amount: number): number {
  return fromCents(toCents(amount) - toCents(withdrawalFee(amount)));
}

/**
 * After the fee the investor must receive at least $5: amount x 95% >= 5, checked exactly
 * (before rounding), so 5.26 is refused and 5.27 accepted.
 */
export function meetsMinimumNet(amount: number): boolean {
  return toCents(amount) * (100 - WITHDRAWAL_FEE_PERCENT) >= toCents(MIN_NET_WITHDRAWAL_USD) * 100;
}

export type WithdrawalInput = {
  amount: string;
  wallet: string;
  network: string;
  source: "profit" | "reward";
};

export type Balances = { profitBalance: number; referralRewardBalance: number };

/** Spec §5, in the order the checks are made; null when the request may be sent. */
export function validateWithdrawal(input: WithdrawalInput, balances: Balances): string | null {
  const amount = parseAmount(input.amount);
  if (amount === null || amount <= 0) return "Enter a valid amount";
  if (!meetsMinimumNet(amount)) return "After fees, you must receive at least $5. Increase the amount.";
  if (input.source === "profit" && toCents(amount) > toCents(balances.profitBalance)) {
    return "Insufficient profit balance";
  }
  if (input.source === "reward" && toCents(amount) > toCents(balances.referralRewardBalance)) {
    return "Insufficient referral reward balance";
  }
  if (!input.wallet.trim() || !input.network) return "Wallet address and network are required";
  return null;
}
