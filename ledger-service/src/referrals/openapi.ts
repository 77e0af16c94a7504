import * as api from "@app/contracts";
import { doneOrHeld, type RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the referrals routes, from the schemas they parse and answer with. */
export const referralsDocs: RouteDocs = {
  "GET /user/referrals": { summary: "People I referred and my code", auth: "user", responses: { 200: api.referralListResponse } },
  "GET /user/referral-volume": { summary: "My team's shares and value", auth: "user", responses: { 200: api.referralVolumeResponse } },
  "GET /user/referral-rewards/history": {
    summary: "My referral rewards",
    auth: "user",
    responses: { 200: api.referralRewardHistoryResponse },
  },
  "GET /admin/referral-stats": { summary: "Team figures per investor", auth: "admin", responses: { 200: api.referralStatsResponse } },
  "POST /admin/referral-rewards/distribute": {
    summary: "Start a referral-reward run (above FOUR_EYES_PERCENT with two admins: 202 with the pending approval)",
    auth: "admin",
    body: api.distributeRewardsRequest,
    responses: doneOrHeld(api.startRunResponse),
  },
  "GET /admin/referral-rewards/runs": { summary: "Referral-reward runs", auth: "admin", responses: { 200: api.moneyRunListResponse } },
  "GET /admin/referral-rewards/preview": {
    summary: "What a referral reward run of ?percentage= would credit now (referrers, exact total) and the last 7 days' run, if any",
    auth: "admin",
    query: api.distributeRewardsRequest,
    responses: { 200: api.runPreviewResponse },
  },
  "GET /admin/referral-rewards/runs/:runId": {
    summary: "One referral-reward run's progress",
    auth: "admin",
    responses: { 200: api.moneyRunView },
  },
};
