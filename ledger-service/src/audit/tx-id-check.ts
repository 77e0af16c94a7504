import { type DomainEvent, normalizeTxId } from "@app/contracts";
import type { InvariantResult } from "@app/projections/audit/invariants";

/**
 * One transaction id backs one payment, in or out (issue 34): every payment an id is named for,
 * from the claims (`ChainTxClaimed`) and from the purchases that carry one (older purchases were
 * not claimed), folded over the whole store.
 */
export class TxIdUses {
  private readonly uses = new Map<string, Set<string>>();

  add(event: DomainEvent): void {
    if (event.type === "ChainTxClaimed") this.note(event.data.txId, `${event.data.use} ${event.data.target}`);
    else if (event.type === "SharePurchaseRequested" && event.data.txId) this.note(event.data.txId, `purchase ${event.data.purchaseId}`);
  }

  private note(txId: string, payment: string): void {
    const id = normalizeTxId(txId);
    const set = this.uses.get(id) ?? new Set<string>();
    set.add(payment);
    this.uses.set(id, set);
  }

  result(): InvariantResult {
    const twice = [...this.uses].filter(([, payments]) => payments.size > 1);
    return {
      name: "no transaction id backs two payments (in or out)",
      ok: twice.length === 0,
      detail: `${twice.length} of ${this.uses.size} transaction id(s) back more than one payment${
        twice.length
          ? ` (e.g. ${twice
              .slice(0, 5)
              .map(([id, p]) => `${id}: ${[...p].join(", ")}`)
              .join("; ")})`
          : ""
      }`,
    };
  }
}
