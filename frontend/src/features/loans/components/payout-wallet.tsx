import { formatDateTime } from "@/lib/format";
/**
 * A payout address with its first and last 6 characters in bold: the part people compare when
 * they check an address. The text stays whole (copy, screen readers and search see one string).
 */
export function WalletText({ wallet }: { wallet: string }) {
  if (wallet.length <= 12)
    return (
      <code className="wallet-text">
        <strong>{wallet}</strong>
      </code>
    );
  return (
    <code className="wallet-text">
      <strong>{wallet.slice(0, 6)}</strong>
      {wallet.slice(6, -6)}
      <strong>{wallet.slice(-6)}</strong>
    </code>
  );
}

/** "Payable after 28 Nov 2026, 14:05" while a new wallet's hold runs; null once it may be paid. */
export function payableAfter(approvableAfter: string | null | undefined, now = Date.now()): string | null {
  if (!approvableAfter) return null;
  const at = new Date(approvableAfter);
  if (Number.isNaN(at.getTime()) || at.getTime() <= now) return null;
  return `Payable after ${formatDateTime(at)}`;
}
