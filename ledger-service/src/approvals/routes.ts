import { adminApprovalsQuery, approvalDecisionResponse, approvalsPageResponse, fourEyesStatusResponse } from "@app/contracts";
import { approvalsPage } from "@app/projections/approvals/queries";
import { Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireAdmin } from "../shared/auth.js";
import { requireActionCode } from "./action-code.js";
import { idempotent } from "../shared/idempotency.js";
import { parseQuery } from "../shared/validate.js";
import { toApprovalItem } from "./approval-items.js";
import { approveApproval, rejectApproval } from "./decide-approval.js";
import { rejectionOf } from "./review-request.js";
import { adminCount } from "./thresholds.js";

/** Four eyes: the approvals list, a second admin's decision, and whether checks are active. */
export function approvalRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get("/admin/approvals", requireAdmin(ctx), async (req, res) => {
    const { page, limit } = parseQuery(adminApprovalsQuery, req);
    const { rows, total, pending } = await approvalsPage(ctx.db, { page, pageSize: limit });
    res.json(
      approvalsPageResponse.parse({
        approvals: rows.map(toApprovalItem),
        totalPages: Math.max(1, Math.ceil(total / limit)),
        currentPage: page,
        pendingCount: pending,
      }),
    );
  });

  router.put("/admin/approvals/:id/approve", requireAdmin(ctx), idempotent(ctx), requireActionCode(ctx), async (req, res) => {
    const approval = await approveApproval(ctx, String(req.params.id), currentUser(req).id);
    res.json(approvalDecisionResponse.parse({ message: "Approved: the action was carried out.", approval }));
  });

  router.put("/admin/approvals/:id/reject", requireAdmin(ctx), idempotent(ctx), async (req, res) => {
    const { id, actor, reason } = rejectionOf(req);
    const approval = await rejectApproval(ctx, id, actor, reason);
    res.json(approvalDecisionResponse.parse({ message: "Rejected: nothing was changed.", approval }));
  });

  router.get("/admin/four-eyes", requireAdmin(ctx), async (_req, res) => {
    const [admins, page] = await Promise.all([adminCount(ctx), approvalsPage(ctx.db, { page: 1, pageSize: 1 })]);
    res.json(
      fourEyesStatusResponse.parse({
        adminCount: admins,
        active: admins >= 2,
        pendingCount: page.pending,
        percentThreshold: ctx.config.FOUR_EYES_PERCENT,
        amountThreshold: ctx.config.FOUR_EYES_AMOUNT,
        dailyAmountThreshold: ctx.config.FOUR_EYES_DAILY_AMOUNT,
        actionCodeRequired: ctx.config.ADMIN_ACTION_CODE,
      }),
    );
  });

  return router;
}
