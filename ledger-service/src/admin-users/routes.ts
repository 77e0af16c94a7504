import {
  adminUserDetailsResponse,
  adminUsersQuery,
  adminUsersResponse,
  messageResponse,
  money,
  toApiNumber,
  toCents,
  updateUserSharesRequest,
  updateUserSharesResponse,
  changeUserRoleRequest,
  changeUserRoleResponse,
  streams,
  toShares,
  SHARES_UPDATED,
  USER_DELETED,
} from "@app/contracts";
import { investorProfile, investorProfiles, referralHoldings } from "@app/projections/investors/dashboard-queries";
import { purchasesOfUser } from "@app/projections/purchases/queries";
import { getPlatformSettings } from "@app/projections/settings/queries";
import { withdrawalsOfUser } from "@app/projections/withdrawals/queries";
import { Router } from "express";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireAdmin } from "../shared/auth.js";
import { NotFoundError } from "../platform/errors.js";
import { idempotent } from "../shared/idempotency.js";
import { requireActionCode } from "../approvals/action-code.js";
import { parseInput, parseQuery } from "../shared/validate.js";
import { purchaseItems } from "../shares/purchase-items.js";
import { toWithdrawalItem } from "../withdrawals/withdrawal-items.js";
import { activeUserId, adjustUserShares, deleteUser } from "./admin-users.js";
import { changeRoleByAdmin } from "./role-routes.js";
import { authEvent } from "../metrics/auth-events.js";
import { answerHeld, withFourEyes } from "../approvals/four-eyes.js";
import { refuseOwnAccount } from "../shared/own-account.js";
import { readFolded } from "@app/event-store/command-runner";
import { investorFold } from "../investor/investor.js";
import { toUserItem } from "./user-items.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin's users table, share edits, soft delete and one user's details. */
export function adminUserRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get("/admin/users", requireAdmin(ctx), async (req, res) => {
    const investorsOnly = parseQuery(adminUsersQuery, req).investorsOnly === "true";
    const [rows, settings] = await Promise.all([investorProfiles(ctx.db, { investorsOnly }), getPlatformSettings(ctx.db)]);
    const users = rows.map((row, i) => ({ ...toUserItem(row, settings.pricePerShare), ...(investorsOnly ? { rank: i + 1 } : {}) }));
    res.json(adminUsersResponse.parse(users));
  });

  router.put("/admin/users/:id/shares", requireAdmin(ctx), idempotent(ctx), requireActionCode(ctx), async (req, res) => {
    const { sharesOwned } = parseInput(updateUserSharesRequest, req.body);
    const me = currentUser(req).id;
    const userId = await activeUserId(ctx, String(req.params.id));
    refuseOwnAccount(me, userId);
    const investor = await readFolded(ctx.store, streams.investor(userId), investorFold);
    const action = { kind: "share-edit", userId, sharesOwned, previousShares: toShares(investor.shares) } as const;
    const outcome = await withFourEyes(ctx, action, me, () => adjustUserShares(ctx, userId, sharesOwned, me));
    if ("held" in outcome) return answerHeld(res, outcome.held);
    res.json(updateUserSharesResponse.parse({ message: SHARES_UPDATED, sharesOwned: toApiNumber(outcome.done) }));
  });

  // Admins are made by admins once two exist (the first co-admin by the operator); granting or
  // removing admin then waits for a second admin.
  router.put("/admin/users/:id/role", requireAdmin(ctx), idempotent(ctx), requireActionCode(ctx), async (req, res) => {
    const { role } = parseInput(changeUserRoleRequest, req.body);
    const me = currentUser(req).id;
    const userId = String(req.params.id);
    const outcome = await changeRoleByAdmin(ctx, userId, role, me);
    if ("held" in outcome) return answerHeld(res, outcome.held);
    if (outcome.previousRole !== role)
      authEvent(ctx, req, "role-changed", { userId, role, previousRole: outcome.previousRole, actorId: me });
    res.json(
      changeUserRoleResponse.parse({
        message: outcome.previousRole === role ? `Role is already ${role}` : `Role changed to ${role}`,
        role,
      }),
    );
  });

  router.delete("/admin/users/:id", requireAdmin(ctx), requireActionCode(ctx), async (req, res) => {
    await deleteUser(ctx, String(req.params.id), currentUser(req).id);
    res.json(messageResponse.parse({ message: USER_DELETED }));
  });

  // Deleted users stay viewable here: their history is kept.
  router.get("/admin/user/:id/details", requireAdmin(ctx), async (req, res) => {
    const id = String(req.params.id);
    const row = UUID.test(id) ? await investorProfile(ctx.db, id) : null;
    if (!row) throw new NotFoundError("User not found");
    const [settings, purchases, withdrawals, referrals] = await Promise.all([
      getPlatformSettings(ctx.db),
      purchasesOfUser(ctx.db, id),
      withdrawalsOfUser(ctx.db, id),
      referralHoldings(ctx.db, id),
    ]);
    const price = settings.pricePerShare;
    const total = referrals.reduce((sum, r) => sum.add(toCents(money(r.shares).mul(price))), money(0));
    res.json(
      adminUserDetailsResponse.parse({
        profile: toUserItem(row, price),
        purchases: await purchaseItems(ctx, purchases),
        withdrawals: withdrawals.map(toWithdrawalItem),
        referrals: referrals.map((r) => ({
          _id: r.id,
          fullName: r.fullName,
          email: r.email,
          sharesOwned: toApiNumber(r.shares),
          value: toApiNumber(toCents(money(r.shares).mul(price))),
        })),
        totalReferralValue: toApiNumber(toCents(total)),
        sharePrice: toApiNumber(price),
      }),
    );
  });

  return router;
}
