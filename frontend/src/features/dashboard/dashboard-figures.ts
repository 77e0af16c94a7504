/**
 * The dashboard's headline in decimals (contracts' Money): what the investor holds, what the week
 * brought and what is still on its way. Display only: the ledger decides every balance.
 */
import { Money, money, toCents } from "@app/contracts/money";
import { minimumWithdrawal } from "@/lib/minimum-withdrawal";

type Balances = { estimatedShareValue?: number; profitBalance?: number; referralRewardBalance?: number };
type BalancePoint = { at: string; profitBalance: number };

const WEEK_MS = 7 * 24 * 3600 * 1000;

/** Shares at the current price plus the withdrawable profit and reward balances. */
export function totalValue(user: Balances): string {
  return toCents(
    money(user.estimatedShareValue ?? 0)
      .plus(user.profitBalance ?? 0)
      .plus(user.referralRewardBalance ?? 0),
  );
}

/** Profit credited in the last 7 days: each rise of the profit balance (a withdrawal's fall is not a loss). */
export function weekProfit(points: BalancePoint[], now: number): string {
  let sum = money(0);
  for (let i = 1; i < points.length; i++) {
    const [before, after] = [points[i - 1], points[i]];
    if (!before || !after || now - Date.parse(after.at) > WEEK_MS) continue;
    const rise = money(after.profitBalance).minus(before.profitBalance);
    if (rise.gt(0)) sum = sum.plus(rise);
  }
  return toCents(sum);
}

/** "Withdrawable once your balance reaches $5.27" while both balances are below the smallest withdrawal; else null. */
export function withdrawableFrom(user: Balances): string | null {
  const minimum = minimumWithdrawal();
  const largest = Money.max(user.profitBalance ?? 0, user.referralRewardBalance ?? 0);
  return largest.lt(minimum) ? minimum.toFixed(2) : null;
}
