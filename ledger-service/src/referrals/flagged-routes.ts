import { clearReferralRequest, clearReferralResponse, flaggedReferralsResponse, REFERRAL_CLEARED_MESSAGE } from "@app/contracts";
import { Router } from "express";
import { sql } from "kysely";
import { flaggedReferrals } from "../profits/self-referral.js";
import type { AppContext } from "../runtime/context.js";
import { currentUser, requireAdmin } from "../shared/auth.js";
import { ForbiddenError, NotFoundError } from "../platform/errors.js";
import { parseInput } from "../shared/validate.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Self-referral made costly: referrals whose referrer shares a payout wallet or sign-in address
 * with the referred account are listed for the admins; until one clears it, the referred
 * account's shares earn the referrer no reward.
 */
export function flaggedReferralRoutes(ctx: AppContext): Router {
  const router = Router();
  router.get("/admin/referrals/flagged", requireAdmin(ctx), async (_req, res) => {
    res.json(flaggedReferralsResponse.parse({ items: await flaggedReferrals(ctx.db) }));
  });
  router.put("/admin/referrals/flagged/:referredId/clear", requireAdmin(ctx), async (req, res) => {
    const referredId = String(req.params.referredId);
    const { note } = parseInput(clearReferralRequest, req.body ?? {});
    const flagged = UUID.test(referredId) ? (await flaggedReferrals(ctx.db)).find((f) => f.referred.id === referredId) : undefined;
    if (!flagged) throw new NotFoundError("Flagged referral not found");
    const me = currentUser(req).id;
    if (me === flagged.referrer.id || me === flagged.referred.id) throw new ForbiddenError("Another admin must review your own account.");
    await sql`INSERT INTO referral_clearances (referred_id, referrer_id, cleared_by, cleared_at)
      VALUES (${referredId}::uuid, ${flagged.referrer.id}::uuid, ${me}::uuid, ${ctx.clock().toISOString()}::timestamptz)
      ON CONFLICT (referred_id) DO NOTHING`.execute(ctx.db);
    ctx.logger.info({ referredId, referrerId: flagged.referrer.id, clearedBy: me, note }, "flagged referral cleared");
    res.json(clearReferralResponse.parse({ message: REFERRAL_CLEARED_MESSAGE, item: { ...flagged, cleared: true } }));
  });
  return router;
}
