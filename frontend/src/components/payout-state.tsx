import type { PayoutRecord } from "@app/contracts";

/**
 * A payout's state in an investor's history (issue 34): "Sent" with the explorer link once the
 * network shows it (or on a network not checked on chain), "Sending…" while it is checked, and a
 * clear line when the transaction does not match what was owed.
 */
export function PayoutState({ payout }: { payout: PayoutRecord | null | undefined }) {
  if (!payout) return null;
  const link = payout.explorerUrl ? (
    <a href={payout.explorerUrl} target="_blank" rel="noreferrer noopener">
      View transaction
    </a>
  ) : null;
  switch (payout.status) {
    case "verified":
    case "unchecked":
      return (
        <span className="payout-state small">
          <strong>Sent</strong> {link}
        </span>
      );
    case "pending":
      return <span className="payout-state small muted">Sending… {link}</span>;
    default:
      return (
        <span className="payout-state small error" role="status">
          The payout transaction does not match; our team is checking it. {link}
        </span>
      );
  }
}
