import * as api from "@app/contracts";
import { admin, type RouteDocs, user } from "../openapi/route-doc.js";

/** The OpenAPI description of the referrals routes, from the schemas they parse and answer with. */
export const referralsDocs: RouteDocs = {
  "GET /user/referrals": user("People I referred and my code", { ok: api.referralListResponse }),
  "GET /user/referral-volume": user("My team's shares and value", { ok: api.referralVolumeResponse }),
  "GET /user/referral-rewards/history": user("My referral rewards", { ok: api.referralRewardHistoryResponse }),
  "GET /admin/referral-stats": admin("Team figures per investor", { ok: api.referralStatsResponse }),
  "POST /admin/referral-rewards/distribute": admin(
    "Start a referral-reward run (above FOUR_EYES_PERCENT with two admins: 202 with the pending approval)",
    {
      refusals: { 409: "A run is in progress already", 422: true },
      idempotent: true,
      actionCode: true,
      body: api.distributeRewardsRequest,
      doneOrHeld: api.startRunResponse,
    },
  ),
  "GET /admin/referral-rewards/runs": admin("Referral-reward runs", { ok: api.moneyRunListResponse }),
  "GET /admin/referral-rewards/preview": admin(
    "What a referral reward run of ?percentage= would credit now (referrers, exact total) and the last 7 days' run, if any",
    { query: api.distributeRewardsRequest, ok: api.runPreviewResponse, refusals: { 422: "The percentage is above what a run allows" } },
  ),
  "GET /admin/referral-rewards/runs/:runId": admin("One referral-reward run's progress", { ok: api.moneyRunView }),
  "GET /admin/referrals/flagged": admin(
    "Referrals whose referrer shares a payout wallet or sign-in address with the referred account (held ones earn no reward)",
    { ok: api.flaggedReferralsResponse },
  ),
  "PUT /admin/referrals/flagged/:referredId/clear": admin("Clear a flagged referral: it earns rewards from the next run", {
    refusals: { 403: "Another admin must review one's own account" },
    body: api.clearReferralRequest,
    ok: api.clearReferralResponse,
  }),
};
