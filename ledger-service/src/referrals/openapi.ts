import * as api from "@app/contracts";
import { admin, moneyRunDocs, type RouteDocs, user } from "../openapi/route-doc.js";

/** The OpenAPI description of the referrals routes, from the schemas they parse and answer with. */
export const referralsDocs: RouteDocs = {
  "GET /user/referrals": user("People I referred and my code", { ok: api.referralListResponse }),
  "GET /user/referral-volume": user("My team's shares and value", { ok: api.referralVolumeResponse }),
  "GET /user/referral-rewards/history": user("My referral rewards", { ok: api.referralRewardHistoryResponse }),
  "GET /admin/referral-stats": admin("Team figures per investor", { ok: api.referralStatsResponse }),
  ...moneyRunDocs({
    request: api.distributeRewardsRequest,
    start: [
      "POST /admin/referral-rewards/distribute",
      "Start a referral-reward run (above FOUR_EYES_PERCENT with two admins: 202 with the pending approval)",
    ],
    runs: ["GET /admin/referral-rewards/runs", "Referral-reward runs"],
    preview: [
      "GET /admin/referral-rewards/preview",
      "What a referral reward run of ?percentage= would credit now (referrers, exact total) and the last 7 days' run, if any",
    ],
    progress: ["GET /admin/referral-rewards/runs/:runId", "One referral-reward run's progress"],
  }),
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
