import { parseDecimalText } from "@app/contracts/api/common";
import { money, toCents } from "@app/contracts/money";

/** The exact USDT to send for the typed share count ("150.00"), or null while it is not a number. */
export function purchaseCost(sharesText: string, pricePerShare: number): string | null {
  const parsed = parseDecimalText(sharesText);
  return parsed && "value" in parsed ? money(toCents(money(parsed.value).times(pricePerShare))).toFixed(2) : null;
}
