import { type ChainNetwork, chainOfNetwork, type DomainEvent, type PayoutUse } from "@app/contracts";
import type { Fold } from "@app/event-store/command-runner";

/**
 * One approved withdrawal, sell-back or loan as its payout sees it, folded from the investor's
 * stream: where the money goes, how much exactly, and the payout recorded, if any.
 */
export interface PayoutTarget {
  found: boolean;
  approved: boolean;
  /** USDT to send: the withdrawal's net, the sell-back's payout, the loan's amount. */
  net: string | null;
  wallet: string | null;
  network: ChainNetwork | null;
  recordedTxId: string | null;
}

const empty: PayoutTarget = { found: false, approved: false, net: null, wallet: null, network: null, recordedTxId: null };
const chainOf = (network: string | undefined): ChainNetwork | null => (network ? chainOfNetwork(network) : null);

/** The fold of one target (`use`, `target`) over its investor's stream; other events leave it as it is. */
export function payoutTargetFold(use: PayoutUse, target: string): Fold<PayoutTarget> {
  return { initial: () => empty, evolve: (state, event) => evolveTarget(state, event, use, target) };
}

function evolveTarget(s: PayoutTarget, e: DomainEvent, use: PayoutUse, target: string): PayoutTarget {
  if (e.type === "PayoutRecorded") return e.data.use === use && e.data.target === target ? { ...s, recordedTxId: e.data.txId } : s;
  switch (use) {
    case "withdrawal-payout":
      if (e.type === "WithdrawalRequested" && e.data.withdrawalId === target)
        return { ...s, found: true, wallet: e.data.wallet, network: chainOf(e.data.network), net: e.data.net };
      if (e.type === "WithdrawalApproved" && e.data.withdrawalId === target) return { ...s, approved: true, net: e.data.net };
      return s;
    case "sell-back-payout":
      if (e.type === "SharesSellBackRequested" && e.data.sellBackId === target)
        return { ...s, found: true, wallet: e.data.wallet, network: chainOf(e.data.network) };
      if (e.type === "SharesSellBackApproved" && e.data.sellBackId === target) return { ...s, approved: true, net: e.data.payout };
      return s;
    case "loan-payout":
      if (e.type === "LoanRequested" && e.data.loanId === target)
        return { ...s, found: true, wallet: e.data.wallet ?? null, network: chainOf(e.data.network), net: e.data.amount };
      if (e.type === "LoanApproved" && e.data.loanId === target)
        return { ...s, approved: true, wallet: e.data.wallet ?? s.wallet, network: chainOf(e.data.network) ?? s.network };
      return s;
    default: {
      const unreachable: never = use;
      return unreachable;
    }
  }
}
