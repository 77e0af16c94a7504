import { PAYOUT_RECORDED, type PayoutUse, recordPayoutBody, recordPayoutResponse } from "@app/contracts";
import { Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireAdmin } from "../shared/auth.js";
import { idempotent } from "../shared/idempotency.js";
import { parseInput } from "../shared/validate.js";
import { payoutRecordsOf } from "./payout-records.js";
import { recordPayout } from "./record-payout.js";

const paths: Array<[path: string, use: PayoutUse]> = [
  ["/withdrawals/:id/payout", "withdrawal-payout"],
  ["/shares/sell-back/:id/payout", "sell-back-payout"],
  ["/loans/:id/payout", "loan-payout"],
];

/** Payments out (issue 34): an admin records the transaction that sent an approved request's money. */
export function payoutRoutes(ctx: AppContext): Router {
  const router = Router();
  for (const [path, use] of paths) {
    router.put(path, requireAdmin(ctx), idempotent(ctx), async (req, res) => {
      const { txId } = parseInput(recordPayoutBody, req.body);
      const target = String(req.params.id);
      const first = await recordPayout(ctx, use, target, txId, currentUser(req).id);
      const listed = (await payoutRecordsOf(ctx, use, [target])).get(target);
      if (!listed) throw new Error(`payout of ${use} ${target} recorded but not readable`);
      // The first check's outcome may be ahead of the read model: answer what the network said.
      const payout = first?.status ? { ...listed, status: first.status, checkedAt: first.checkedAt } : listed;
      res.json(recordPayoutResponse.parse({ message: PAYOUT_RECORDED, payout }));
    });
  }
  return router;
}
