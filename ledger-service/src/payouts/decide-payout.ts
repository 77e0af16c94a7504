import { PAYOUT_ALREADY_RECORDED, PAYOUT_NO_WALLET, PAYOUT_NOT_APPROVED, type PayoutUse, payoutTxIdProblem, streams } from "@app/contracts";
import type { StreamDecision } from "@app/event-store/command-runner";
import { type TxClaim, decideTxClaim } from "../chain/tx-claims.js";
import { DomainError } from "../shared/domain-error.js";
import type { PayoutTarget } from "./payout.js";

export interface RecordPayout {
  use: PayoutUse;
  target: string;
  userId: string;
  txId: string;
  actor: string;
  now: Date;
}

/**
 * An admin names the transaction that sent an approved request's money. Refused: 404 unknown,
 * 409 not approved (or no wallet to check against), 409 a payout already recorded, 400 an id
 * that cannot be one on the request's network, 409 TX_ID_ALREADY_USED an id that backs any other
 * payment in or out (the claim is appended with the payout, so racing requests cannot both win).
 */
export function decideRecordPayout(target: PayoutTarget, claim: TxClaim | null, command: RecordPayout, notFound: string): StreamDecision[] {
  if (!target.found) throw new DomainError("not-found", notFound);
  if (!target.approved) throw new DomainError("conflict", PAYOUT_NOT_APPROVED);
  if (target.recordedTxId) throw new DomainError("conflict", PAYOUT_ALREADY_RECORDED);
  if (!target.wallet || !target.network || !target.net) throw new DomainError("conflict", PAYOUT_NO_WALLET);
  const problem = payoutTxIdProblem(target.network, command.txId);
  if (problem) throw new DomainError("invalid", problem);
  const claimed = decideTxClaim(claim, {
    network: target.network,
    txId: command.txId,
    use: command.use,
    target: command.target,
    now: command.now,
  });
  return [
    ...claimed,
    {
      streamId: streams.investor(command.userId),
      events: [
        {
          type: "PayoutRecorded",
          data: {
            use: command.use,
            target: command.target,
            network: target.network,
            txId: command.txId.trim(),
            net: target.net,
            wallet: target.wallet,
            recordedBy: command.actor,
            recordedAt: command.now.toISOString(),
          },
        },
      ],
    },
  ];
}
