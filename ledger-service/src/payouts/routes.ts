import { PAYOUT_RECORDED, type PayoutUse, recordPayoutBody, recordPayoutResponse } from "@app/contracts";
import { payoutOf } from "@app/projections/payouts/queries";
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
      await recordPayout(ctx, use, target, txId, currentUser(req).id);
      const row = await payoutOf(ctx.db, use, target);
      const payout = row ? (await payoutRecordsOf(ctx, use, [target])).get(target) : null;
      if (!payout) throw new Error(`payout of ${use} ${target} recorded but not readable`);
      res.json(recordPayoutResponse.parse({ message: PAYOUT_RECORDED, payout }));
    });
  }
  return router;
}
