import * as api from "@app/contracts";
import { doneOrHeld, type RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the shares routes, from the schemas they parse and answer with. */
export const sharesDocs: RouteDocs = {
  "POST /shares": {
    summary: "Request a share purchase (Idempotency-Key)",
    auth: "user",
    body: api.sharePurchaseRequest,
    responses: { 201: api.sharePurchaseCreatedResponse },
  },
  "GET /shares/mine": { summary: "My purchases", auth: "user", responses: { 200: api.myPurchasesResponse } },
  "GET /shares/all": {
    summary: "All purchases, newest first, paged; optional status filter (400 for an unknown status)",
    auth: "admin",
    query: api.adminPurchasesQuery,
    responses: { 200: api.adminPurchasesResponse },
  },
  "PUT /shares/approve/:id": {
    summary:
      "Approve a pending purchase (409 if decided; above FOUR_EYES_AMOUNT or past the admin's 24-hour solo limit with two admins: 202 with the pending approval). With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong).",
    auth: "admin",
    responses: doneOrHeld(api.purchaseDecisionResponse),
  },
  "PUT /shares/reject/:id": {
    body: api.rejectRequestBody,
    bodyOptional: true,
    summary: "Reject a pending purchase (409 if decided)",
    auth: "admin",
    responses: { 200: api.purchaseDecisionResponse },
  },
};
