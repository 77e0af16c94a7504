import * as api from "@app/contracts";
import { admin, type RouteDocs, user, approveDoc, rejectDoc } from "../openapi/route-doc.js";

/** The OpenAPI description of the withdrawals routes, from the schemas they parse and answer with. */
export const withdrawalsDocs: RouteDocs = {
  "POST /withdrawals": user("Request a withdrawal: held at once (Idempotency-Key)", {
    refusals: { 409: true, 422: "Breaks a withdrawal rule (the balance, a wallet held as new, the enrolled investor's code)" },
    idempotent: true,
    moneyWrite: true,
    body: api.withdrawalRequest,
    created: api.withdrawalResponse,
  }),
  "GET /withdrawals": user("My withdrawals, 5 a page", { query: api.userWithdrawalsQuery, ok: api.withdrawalsPageResponse }),
  "GET /withdrawals/admin": admin("All withdrawals, 10 a page; optional status filter (400 for an unknown status)", {
    query: api.adminWithdrawalsQuery,
    ok: api.withdrawalsPageResponse,
  }),
  "PUT /withdrawals/approve/:id": approveDoc(
    "Approve: the hold settles (5% fee); above FOUR_EYES_AMOUNT or past the admin's 24-hour solo limit with two admins, 202 with the pending approval. With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong).",
    api.withdrawalResponse,
  ),
  "PUT /withdrawals/reject/:id": rejectDoc("Reject: the hold is refunded, with the reason the investor is shown", api.withdrawalResponse),
  "PUT /withdrawals/:id/cancel": user(
    "Cancel my pending withdrawal: the hold returns to its source in the same append (409 once decided, 404 not mine) (Idempotency-Key)",
    { refusals: { 409: "Decided already" }, idempotent: true, ok: api.withdrawalResponse },
  ),
  "GET /user/paid-wallets": user("The wallets I was paid to (no new-wallet hold there) and the hold's length in hours", {
    ok: api.paidWalletsResponse,
  }),
  "GET /withdrawals/stats/approved": admin("Approved withdrawals", { ok: api.approvedWithdrawalsResponse }),
  "GET /withdrawals/stats/fees": admin("Fees collected", { ok: api.withdrawalFeesResponse }),
};
