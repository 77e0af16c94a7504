import * as api from "@app/contracts";
import type { RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the approvals routes, from the schemas they parse and answer with. */
export const approvalsDocs: RouteDocs = {
  "GET /admin/approvals": {
    summary: "Four-eyes approvals: pending first, then recently decided (paged)",
    auth: "admin",
    query: api.adminApprovalsQuery,
    responses: { 200: api.approvalsPageResponse },
  },
  "PUT /admin/approvals/:id/approve": {
    summary:
      "A second admin approves: the held action runs once (403 for one's own request; 409 decided, out of date, or the action's own error, recorded)." +
      "With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong).",
    auth: "admin",
    responses: { 200: api.approvalDecisionResponse },
  },
  "PUT /admin/approvals/:id/reject": {
    body: api.rejectRequestBody,
    bodyOptional: true,
    summary: "Reject a pending approval (the requester may withdraw their own): nothing else changes",
    auth: "admin",
    responses: { 200: api.approvalDecisionResponse },
  },
  "GET /admin/four-eyes": {
    summary: "How many admins exist, whether money actions need a second admin, pending count and thresholds",
    auth: "admin",
    responses: { 200: api.fourEyesStatusResponse },
  },
};
