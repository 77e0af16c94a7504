import { CHAIN_NETWORK_NAMES, type ChainCheck, type ChainNetwork } from "@app/contracts/chain";
import { chainOfNetwork } from "@app/contracts/wallet-address";
import { formatAmount, formatDateTime } from "@/lib/format";
import { useChainSettings } from "@/lib/queries/wallet-addresses";

/**
 * A payment's check on its network, in a person's words (issue 34): "Checking the network… 3 of 15
 * confirmations", "Received 200.00 USDT on BNB Smart Chain" with the explorer link, what is wrong,
 * or "Not checked on chain" for a network without a node (or a payment without an id).
 */
export function ChainCheckStatus({ check, paymentMethod, txId }: { check: ChainCheck; paymentMethod: string; txId?: string | null }) {
  const chain = chainOfNetwork(paymentMethod) as ChainNetwork | null;
  const networkName = chain ? CHAIN_NETWORK_NAMES[chain] : paymentMethod;
  const settings = useChainSettings();
  const needed = chain ? settings[chain]?.confirmations : undefined;
  const link = check.explorerUrl ? (
    <a href={check.explorerUrl} target="_blank" rel="noreferrer noopener" className="chain-check-link">
      View on the explorer
    </a>
  ) : null;
  const checked = check.checkedAt ? <span className="muted small"> (checked {formatDateTime(check.checkedAt)})</span> : null;
  switch (check.status) {
    case "unchecked":
      return (
        <span className="chain-check chain-check-unchecked" data-status="unchecked">
          {txId ? "Not checked on chain" : "Not checked on chain (no transaction id given)"}
        </span>
      );
    case "pending":
      return (
        <span className="chain-check chain-check-pending" data-status="pending" role="status">
          Checking the network…
          {check.confirmations !== null ? ` ${check.confirmations}${needed ? ` of ${needed}` : ""} confirmations` : ""}
          {check.reason ? <span className="chain-check-reason"> {check.reason}</span> : null} {link}
          {checked}
        </span>
      );
    case "verified":
      return (
        <span className="chain-check chain-check-verified" data-status="verified">
          Received {formatAmount(check.amount ?? 0)} USDT on {networkName}
          {check.reason ? <span className="chain-check-reason"> ({check.reason})</span> : null} {link}
          {checked}
        </span>
      );
    case "mismatch":
      return (
        <span className="chain-check chain-check-mismatch" data-status="mismatch" role="alert">
          Does not match on chain: {check.reason ?? "the transaction does not pay this purchase."} {link}
          {checked}
        </span>
      );
    case "not-found":
      return (
        <span className="chain-check chain-check-not-found" data-status="not-found" role="alert">
          Not found on {networkName} 24 hours after it was given.{check.reason ? ` ${check.reason}` : ""} {link}
          {checked}
        </span>
      );
    default:
      return null;
  }
}
