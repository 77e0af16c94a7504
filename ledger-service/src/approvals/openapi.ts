import * as api from "@app/contracts";
import { admin, type RouteDocs, rejectDoc } from "../openapi/route-doc.js";

/** The OpenAPI description of the approvals routes, from the schemas they parse and answer with. */
export const approvalsDocs: RouteDocs = {
  "GET /admin/approvals": admin("Four-eyes approvals: pending first, then recently decided (paged)", {
    query: api.adminApprovalsQuery,
    ok: api.approvalsPageResponse,
  }),
  "PUT /admin/approvals/:id/approve": admin(
    "A second admin approves: the held action runs once (403 for one's own request; 409 decided, out of date, or the action's own error, recorded)." +
      "With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong).",
    {
      refusals: { 403: "One's own request", 409: "Decided already, out of date, or the held action's own refusal (recorded)" },
      idempotent: true,
      actionCode: true,
      ok: api.approvalDecisionResponse,
    },
  ),
  "PUT /admin/approvals/:id/reject": rejectDoc(
    "Reject a pending approval (the requester may withdraw their own): nothing else changes",
    api.approvalDecisionResponse,
  ),
  "GET /admin/four-eyes": admin("How many admins exist, whether money actions need a second admin, pending count and thresholds", {
    ok: api.fourEyesStatusResponse,
  }),
};
