import { money, streams } from "@app/contracts";
import { checkReadModelInvariants, type InvariantResult } from "@app/projections/audit/invariants";
import type { Database, EventStore } from "@app/projections";
import type { Kysely } from "kysely";
import { foldEvents } from "../shared/command-runner.js";
import { evolve, initialInvestorState } from "../investor/investor.js";

/**
 * Invariants an auditor checks: those of the read models, plus every investor's balances as
 * the domain itself folds them from the stream, compared with the read model.
 */
export async function verifyLedger(db: Kysely<Database>, store: EventStore): Promise<InvariantResult[]> {
  const results = await checkReadModelInvariants(db);
  const investors = await db.selectFrom("investor_balances").selectAll().execute();
  let differing = 0;
  const examples: string[] = [];
  for (const row of investors) {
    const state = foldEvents({ initial: initialInvestorState, evolve }, await store.readStream(streams.investor(row.user_id)));
    const same =
      state.shares.eq(row.shares) &&
      state.profit.eq(row.profit_balance) &&
      state.reward.eq(row.reward_balance) &&
      state.withdrawalHold.eq(row.withdrawal_hold) &&
      Object.values(state.loans)
        .filter((l) => l.status === "Approved" || l.status === "Paid")
        .reduce((s, l) => s.add(l.remaining), money(0))
        .eq(row.loan_owed);
    if (!same) {
      differing++;
      if (examples.length < 5) examples.push(row.user_id);
    }
  }
  results.push({
    name: "read-model balances equal the investor streams folded by the domain",
    ok: differing === 0,
    detail: `${differing} of ${investors.length} investor(s) differ${examples.length ? ` (e.g. ${examples.join(", ")})` : ""}`,
  });
  return results;
}
