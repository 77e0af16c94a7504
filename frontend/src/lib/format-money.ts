/**
 * Money display (issue 27 item 7): the one place amounts become text. Amounts arrive as exact
 * decimal strings and never pass through a float: they are rounded half away from zero to cents
 * with BigInt, and Intl only lays out the integer (grouping, symbol) in en-NG.
 *
 * en-NG's default USD symbol in Node 20's ICU (and Chromium's) is "US$"; the design shows "$",
 * so the symbol is pinned with currencyDisplay "narrowSymbol" (format.unit.spec.ts checks both).
 */
const usd = new Intl.NumberFormat("en-NG", { style: "currency", currency: "USD", currencyDisplay: "narrowSymbol" });
const plain = new Intl.NumberFormat("en-NG", { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/** A number or decimal string as sign + whole cents (rounded half away from zero); invalid → 0. */
function toCents(value: unknown): { negative: boolean; cents: bigint } {
  const text = typeof value === "number" ? (Number.isFinite(value) ? value.toFixed(2) : "0") : String(value ?? "").trim();
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === "" && !match[3])) return { negative: false, cents: 0n };
  const thousandths = BigInt(`${match[2] || "0"}${(match[3] ?? "").padEnd(3, "0").slice(0, 3)}`);
  const cents = (thousandths + 5n) / 10n;
  return { negative: match[1] === "-" && cents > 0n, cents };
}

function layout(format: Intl.NumberFormat, value: unknown): string {
  const { negative, cents } = toCents(value);
  const fraction = (cents % 100n).toString().padStart(2, "0");
  const text = format
    .formatToParts(cents / 100n)
    .map((part) => (part.type === "fraction" ? fraction : part.value))
    .join("");
  return negative ? `-${text}` : text;
}

/** "1234.5" → "$1,234.50"; "-2" → "-$2.00". */
export function formatUsd(value: unknown): string {
  return layout(usd, value);
}

/** "1234.5" → "1,234.50" (no symbol, for tables whose header names the currency). */
export function formatAmount(value: unknown): string {
  return layout(plain, value);
}
