import { auditReservesResponse, publicReservesResponse, readReservesBody, reserveHistoryResponse } from "@app/contracts";
import { parseInput } from "../shared/validate.js";
import { Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { requireAuditor } from "../shared/auth.js";
import { readReserves } from "./read-reserves.js";
import { latestReadings, readingHistory } from "./reserve-readings.js";

const HISTORY_ROWS = 200;

/**
 * Reserves (issue 34): what the platform holds on each checked network against what its ledger
 * says it should hold. The audit routes read the networks now; the public one answers from the
 * latest kept readings, so no visitor can make the platform call its nodes.
 */
export function reserveRoutes(ctx: AppContext): Router {
  const router = Router();
  const auditor = requireAuditor(ctx);

  // Read live (not kept): the figures an auditor compares with an explorer at this moment.
  router.get("/audit/reserves", auditor, async (_req, res) => {
    res.json(auditReservesResponse.parse(await readReserves(ctx, { keep: false })));
  });

  // "Read now": read, keep (history, metric) and alert on a difference beyond $1.
  router.post("/audit/reserves/read", auditor, async (req, res) => {
    parseInput(readReservesBody, req.body);
    res.json(auditReservesResponse.parse(await readReserves(ctx, { keep: true })));
  });

  router.get("/audit/reserves/history", auditor, async (_req, res) => {
    res.json(reserveHistoryResponse.parse({ readings: await readingHistory(ctx.db, HISTORY_ROWS) }));
  });

  router.get("/reserves", async (_req, res) => {
    const latest = await latestReadings(ctx.db);
    res.json(publicReservesResponse.parse({ reserves: latest.map(({ addresses: _, ...reading }) => reading) }));
  });

  return router;
}
