import { type ChainNetwork, normalizeTxId, streams, TX_ID_ALREADY_USED, type TxUse } from "@app/contracts";
import type { Fold, StreamDecision } from "@app/event-store/command-runner";
import { ConflictError } from "../platform/errors.js";

/** Who holds a transaction id (`chain-tx-{id}`), if anyone. */
export interface TxClaim {
  use: TxUse;
  target: string;
}

export const txClaimFold: Fold<TxClaim | null> = {
  initial: () => null,
  evolve: (claim, event) => (event.type === "ChainTxClaimed" ? { use: event.data.use, target: event.data.target } : claim),
};

/** The claim's stream, to load beside the payment's own streams in one command. */
export function txClaimStream(txId: string): { streamId: string; fold: Fold<TxClaim | null> } {
  return { streamId: streams.chainTx(normalizeTxId(txId)), fold: txClaimFold };
}

/**
 * One id backs one payment, in or out: the claim is appended in the same command as the payment
 * (with the claim stream's expected version), so of two racing requests with one id one wins and
 * the other is refused 409. Claiming again for the same target is a no-op (a retried request).
 */
export function decideTxClaim(
  claim: TxClaim | null,
  input: { network: ChainNetwork; txId: string; use: TxUse; target: string; now: Date },
): StreamDecision[] {
  if (claim) {
    if (claim.use === input.use && claim.target === input.target) return [];
    throw new ConflictError(TX_ID_ALREADY_USED);
  }
  const txId = normalizeTxId(input.txId);
  return [
    {
      streamId: streams.chainTx(txId),
      events: [
        {
          type: "ChainTxClaimed",
          data: { network: input.network, txId, use: input.use, target: input.target, at: input.now.toISOString() },
        },
      ],
    },
  ];
}
