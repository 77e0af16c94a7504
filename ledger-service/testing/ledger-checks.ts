import { verifyLedger } from "../src/audit/verify.js";
import type { TestApp } from "./test-app.js";

/**
 * The ledger's invariants that do not hold (what `npm run ledger:verify` reports), once the read
 * models have caught up: an empty list is the auditor's "the books balance". Unlike a sum of the
 * journal's balances (zero by construction, since every transfer has two sides), each check can fail.
 */
export async function failedLedgerChecks(app: TestApp): Promise<{ name: string; detail: string }[]> {
  await app.settle();
  return (await verifyLedger(app.ctx.db, app.ctx.store)).filter((r) => !r.ok).map((r) => ({ name: r.name, detail: r.detail }));
}
