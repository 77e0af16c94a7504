import {
  ADMIN_PURCHASE_PAGE_SIZE,
  adminPurchasesQuery,
  adminPurchasesResponse,
  myPurchasesResponse,
  purchaseDecisionResponse,
  sharePurchaseCreatedResponse,
  sharePurchaseItem,
  sharePurchaseRequest,
  PURCHASE_SUBMITTED,
} from "@app/contracts";
import { purchasesOfUser, purchasesPage } from "@app/projections/purchases/queries";
import { Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireAdmin, requireUser } from "../shared/auth.js";
import { requireActionCode } from "../approvals/action-code.js";
import { idempotent } from "../shared/idempotency.js";
import { parseInput, parseQuery } from "../shared/validate.js";
import { requireVerifiedEmail } from "../shared/verified-email.js";
import { purchaseItem, purchaseItems } from "./purchase-items.js";
import { answerHeld } from "../approvals/four-eyes.js";
import { rejectionOf } from "../approvals/review-request.js";
import { approveOrHoldPurchase, checkPurchaseNow, rejectSharePurchase, requestSharePurchase } from "./purchases.js";

/** Share purchases: the investor's request and list, the admin's paged list and decisions. */
export function shareRoutes(ctx: AppContext): Router {
  const router = Router();

  router.post("/shares", requireUser(ctx), requireVerifiedEmail(ctx), idempotent(ctx), async (req, res) => {
    const input = parseInput(sharePurchaseRequest, req.body);
    const purchase = await requestSharePurchase(ctx, currentUser(req), input);
    res.status(201).json(sharePurchaseCreatedResponse.parse({ message: PURCHASE_SUBMITTED, purchase: await purchaseItem(ctx, purchase) }));
  });

  router.get("/shares/mine", requireUser(ctx), async (req, res) => {
    const rows = await purchasesOfUser(ctx.db, currentUser(req).id);
    res.json(myPurchasesResponse.parse({ purchases: await purchaseItems(ctx, rows) }));
  });

  router.get("/shares/all", requireAdmin(ctx), async (req, res) => {
    const { page, status } = parseQuery(adminPurchasesQuery, req);
    const { rows, total } = await purchasesPage(ctx.db, page, ADMIN_PURCHASE_PAGE_SIZE, status);
    const totalPages = Math.max(1, Math.ceil(total / ADMIN_PURCHASE_PAGE_SIZE));
    res.json(adminPurchasesResponse.parse({ purchases: await purchaseItems(ctx, rows), totalPages, currentPage: page }));
  });

  router.put("/shares/approve/:id", requireAdmin(ctx), idempotent(ctx), requireActionCode(ctx), async (req, res) => {
    const outcome = await approveOrHoldPurchase(ctx, String(req.params.id), currentUser(req).id);
    if ("held" in outcome) return answerHeld(res, outcome.held);
    const { purchase } = outcome;
    res.json(purchaseDecisionResponse.parse({ message: "Purchase approved successfully", purchase: await purchaseItem(ctx, purchase) }));
  });

  // Issue 34: the admin checks a purchase's payment on its network again, now; answered with the purchase item.
  router.post("/shares/:id/check", requireAdmin(ctx), async (req, res) => {
    const { purchase, check } = await checkPurchaseNow(ctx, String(req.params.id));
    res.json(sharePurchaseItem.parse(await purchaseItem(ctx, purchase, check)));
  });

  router.put("/shares/reject/:id", requireAdmin(ctx), idempotent(ctx), async (req, res) => {
    const { id, actor, reason } = rejectionOf(req);
    const purchase = await rejectSharePurchase(ctx, id, actor, reason);
    res.json(purchaseDecisionResponse.parse({ message: "Purchase rejected successfully", purchase: await purchaseItem(ctx, purchase) }));
  });

  return router;
}
