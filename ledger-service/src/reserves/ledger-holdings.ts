import { type ChainNetwork, money } from "@app/contracts";
import type { Database } from "@app/projections";
import { verifiedTotals } from "@app/projections/chain-checks/queries";
import type Decimal from "decimal.js";
import type { Kysely } from "kysely";

/** What the ledger says each network's addresses should hold: verified payments in minus verified payouts out. */
export async function ledgerHoldings(db: Kysely<Database>): Promise<Map<ChainNetwork, Decimal>> {
  const totals = await verifiedTotals(db);
  return new Map(totals.map((t) => [t.network, money(t.in).sub(t.out)]));
}
