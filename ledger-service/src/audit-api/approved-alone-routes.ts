import { adminOversightResponse, approvedAloneResponse } from "@app/contracts";
import { Router } from "express";
import { adminCount } from "../approvals/thresholds.js";
import type { AppContext } from "../runtime/context.js";
import { requireAuditor } from "../shared/auth.js";
import { approvedAloneItems } from "./approved-alone.js";

/** What admins did alone, for the other admins and the auditors (issue 36). */
export function approvedAloneRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get("/audit/approved-alone", requireAuditor(ctx), async (_req, res) => {
    res.json(approvedAloneResponse.parse({ items: await approvedAloneItems(ctx) }));
  });
  /** Whether one admin runs the platform alone: the audit screens show a banner then. */
  router.get("/audit/admin-oversight", requireAuditor(ctx), async (_req, res) => {
    const admins = await adminCount(ctx);
    res.json(adminOversightResponse.parse({ adminCount: admins, loneAdmin: admins < 2 }));
  });
  return router;
}
