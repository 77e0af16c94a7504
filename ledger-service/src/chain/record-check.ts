import { CHAIN_NETWORK_NAMES, type ChainNetwork, type EventData, streams, type TxUse } from "@app/contracts";
import { type Fold, runCommand } from "@app/event-store/command-runner";
import type { AppContext } from "../runtime/context.js";
import { type ExpectedTransfer, judgeTransfer } from "./judge.js";
import { ChainUnavailableError, type TxLookup } from "../platform/chain-port.js";

export type ChainCheckData = EventData<"ChainPaymentChecked">;

/** An id not seen this long after it was given is `not-found` (and no longer looked for). */
export const NOT_FOUND_AFTER_MS = 24 * 60 * 60 * 1000;

/** The last check of a payment (`chain-check-{use}-{target}`). */
export const chainCheckFold: Fold<ChainCheckData | null> = {
  initial: () => null,
  evolve: (last, event) => (event.type === "ChainPaymentChecked" ? event.data : last),
};

export interface PaymentToCheck {
  use: TxUse;
  target: string;
  network: ChainNetwork;
  txId: string;
  expected: ExpectedTransfer;
  /** When the id was given: 24 hours later an id still unseen is `not-found`. */
  givenAt: Date;
}

/** Did the check change in a way a person or a rule would notice? (A verified payment's growing confirmations do not.) */
function changed(last: ChainCheckData | null, next: ChainCheckData): boolean {
  if (!last) return true;
  const same =
    last.status === next.status &&
    last.amount === next.amount &&
    last.reason === next.reason &&
    last.blockHash === next.blockHash &&
    last.txId === next.txId &&
    (next.status === "verified" || last.confirmations === next.confirmations);
  return !same;
}

/**
 * Looks a payment's transaction up on its network now, judges it and records the outcome in the
 * ledger when it changed. A node that is down or slow leaves the check pending (or as it was);
 * nothing else waits on it. Returns the latest check, or null when the network is not checked.
 */
export async function checkPayment(ctx: AppContext, payment: PaymentToCheck): Promise<ChainCheckData | null> {
  const reader = ctx.chain[payment.network];
  if (!reader) return null;
  const now = ctx.clock();
  let lookup: TxLookup | null = null;
  let fault: string | null = null;
  try {
    lookup = await reader.lookup(payment.txId);
  } catch (e) {
    if (!(e instanceof ChainUnavailableError)) throw e;
    ctx.logger.warn({ network: payment.network, use: payment.use, target: payment.target, err: e.message }, "chain node unavailable");
    fault = `The ${payment.network} node did not answer; we will check again.`;
  }
  const base = {
    use: payment.use,
    target: payment.target,
    network: payment.network,
    txId: payment.txId,
    expected: payment.expected.amount.toFixed(),
    to: payment.expected.to,
    checkedAt: now.toISOString(),
  };
  const streamId = streams.chainCheck(payment.use, payment.target);
  let latest: ChainCheckData | null = null;
  await runCommand<[ChainCheckData | null]>(
    ctx.store,
    [{ streamId, fold: chainCheckFold }],
    ([last]) => {
      let next: ChainCheckData;
      if (!lookup) {
        // A fault never undoes what was seen: only a payment not seen yet says why it waits.
        if (last) {
          latest = last;
          return [];
        }
        next = { ...base, status: "pending", amount: null, confirmations: null, reason: fault, blockHash: null };
      } else {
        const j = judgeTransfer(reader, lookup, payment.expected);
        const stale = !lookup.found && now.getTime() - payment.givenAt.getTime() >= NOT_FOUND_AFTER_MS;
        next = {
          ...base,
          status: stale ? "not-found" : j.status,
          amount: j.amount?.toFixed() ?? null,
          confirmations: j.confirmations,
          reason: stale ? `No transaction with this id was found on ${CHAIN_NETWORK_NAMES[payment.network]} within 24 hours.` : j.reason,
          blockHash: j.blockHash,
        };
      }
      latest = changed(last, next) ? next : last;
      return latest === next ? [{ streamId, events: [{ type: "ChainPaymentChecked", data: next }] }] : [];
    },
    { metadata: { actor: "chain-check" } },
  );
  return latest;
}
