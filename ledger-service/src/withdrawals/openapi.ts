import * as api from "@app/contracts";
import { doneOrHeld, type RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the withdrawals routes, from the schemas they parse and answer with. */
export const withdrawalsDocs: RouteDocs = {
  "POST /withdrawals": {
    summary: "Request a withdrawal: held at once (Idempotency-Key)",
    auth: "user",
    body: api.withdrawalRequest,
    responses: { 201: api.withdrawalResponse },
  },
  "GET /withdrawals": {
    summary: "My withdrawals, 5 a page",
    auth: "user",
    query: api.userWithdrawalsQuery,
    responses: { 200: api.withdrawalsPageResponse },
  },
  "GET /withdrawals/admin": {
    summary: "All withdrawals, 10 a page; optional status filter (400 for an unknown status)",
    auth: "admin",
    query: api.adminWithdrawalsQuery,
    responses: { 200: api.withdrawalsPageResponse },
  },
  "PUT /withdrawals/approve/:id": {
    summary:
      "Approve: the hold settles (5% fee); above FOUR_EYES_AMOUNT or past the admin's 24-hour solo limit with two admins, 202 with the pending approval. With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong).",
    auth: "admin",
    responses: doneOrHeld(api.withdrawalResponse),
  },
  "PUT /withdrawals/reject/:id": {
    summary: "Reject: the hold is refunded, with the reason the investor is shown",
    auth: "admin",
    body: api.rejectRequestBody,
    bodyOptional: true,
    responses: { 200: api.withdrawalResponse },
  },
  "PUT /withdrawals/:id/cancel": {
    summary:
      "Cancel my pending withdrawal: the hold returns to its source in the same append (409 once decided, 404 not mine) (Idempotency-Key)",
    auth: "user",
    responses: { 200: api.withdrawalResponse },
  },
  "GET /user/paid-wallets": {
    summary: "The wallets I was paid to (no new-wallet hold there) and the hold's length in hours",
    auth: "user",
    responses: { 200: api.paidWalletsResponse },
  },
  "GET /withdrawals/stats/approved": {
    summary: "Approved withdrawals",
    auth: "admin",
    responses: { 200: api.approvedWithdrawalsResponse },
  },
  "GET /withdrawals/stats/fees": { summary: "Fees collected", auth: "admin", responses: { 200: api.withdrawalFeesResponse } },
};
