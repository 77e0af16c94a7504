import { type ChainNetwork, normalizeTxId } from "@app/contracts";
import type { HoldOptions } from "../approvals/four-eyes.js";
import type { AppContext } from "../runtime/context.js";
import type { ChainCheckData } from "./record-check.js";

/**
 * The chain as a key (issue 34), for any payment in: on a network checked on chain (`network`
 * non-null), a payment verified for the id it carries is the second key; otherwise it waits for a
 * second admin, with why. `check` is the payment's latest check read from the ledger (never a read
 * model that could be behind). An unchecked network adds nothing: four eyes as before.
 */
export function chainKeyOf(
  ctx: AppContext,
  network: ChainNetwork | null,
  txId: string | null | undefined,
  check: ChainCheckData | null,
): HoldOptions {
  if (!network || !ctx.chain[network]) return {};
  if (!txId) return { chain: { verified: false, reason: "No transaction id was given, so the payment is not verified on chain." } };
  const ours = check && normalizeTxId(check.txId) === normalizeTxId(txId) ? check : null;
  if (ours?.status === "verified") return { chain: { verified: true, reason: "" } };
  const why =
    !ours || ours.status === "pending"
      ? `The payment is not verified on chain yet${ours?.confirmations ? ` (${ours.confirmations} of ${ctx.chain[network]?.confirmationsNeeded} confirmations)` : ""}.`
      : ours.status === "not-found"
        ? "The transaction was not found on the network within 24 hours."
        : `The payment does not match on chain: ${ours.reason ?? "see the check"}`;
  return { chain: { verified: false, reason: why } };
}
