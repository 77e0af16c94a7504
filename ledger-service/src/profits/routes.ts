import { creditProfitRequest, moneyRunListResponse, runPreviewResponse, startRunResponse } from "@app/contracts";
import { Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireAdmin } from "../shared/auth.js";
import { requireActionCode } from "../approvals/action-code.js";
import { idempotent } from "../shared/idempotency.js";
import { answerHeld, withFourEyes } from "../approvals/four-eyes.js";
import { NotFoundError } from "../platform/errors.js";
import { parseInput, parseQuery } from "../shared/validate.js";
import { findRun, listRuns, toRunView } from "./run-bookkeeping.js";
import { previewRun } from "./run-preview.js";
import { startMoneyRun } from "./start-run.js";

/** Profit runs: the admin starts one, a worker credits every investor, the admin watches it. */
export function profitRoutes(ctx: AppContext): Router {
  const router = Router();
  router.post("/profits/credit", requireAdmin(ctx), idempotent(ctx), requireActionCode(ctx), async (req, res) => {
    const { percentage } = parseInput(creditProfitRequest, req.body);
    const me = currentUser(req).id;
    const outcome = await withFourEyes(ctx, { kind: "profit-run", percentage }, me, () => startMoneyRun(ctx, "profit", percentage, me));
    if ("held" in outcome) return answerHeld(res, outcome.held);
    res.json(startRunResponse.parse({ message: `Profit of ${percentage}% is being credited to all investors`, runId: outcome.done }));
  });
  router.get("/profits/preview", requireAdmin(ctx), async (req, res) => {
    const { percentage } = parseQuery(creditProfitRequest, req);
    res.json(runPreviewResponse.parse(await previewRun(ctx, "profit", percentage)));
  });
  router.get("/profits/runs", requireAdmin(ctx), async (_req, res) => {
    const runs = await listRuns(ctx.db, "profit");
    res.json(moneyRunListResponse.parse({ runs: runs.map(toRunView) }));
  });
  router.get("/profits/runs/:runId", requireAdmin(ctx), async (req, res) => {
    const run = await findRun(ctx.db, String(req.params.runId), "profit");
    if (!run) throw new NotFoundError("Profit run not found");
    res.json(toRunView(run));
  });
  return router;
}
