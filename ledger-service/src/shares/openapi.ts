import * as api from "@app/contracts";
import { admin, type RouteDocs, user, rejectDoc } from "../openapi/route-doc.js";

/** The OpenAPI description of the shares routes, from the schemas they parse and answer with. */
export const sharesDocs: RouteDocs = {
  "POST /shares": user("Request a share purchase (Idempotency-Key)", {
    refusals: {
      409: "The txId already backs another payment",
      422: "Breaks a purchase rule (no open purchase window, more shares than remain, the proof missing)",
    },
    idempotent: true,
    moneyWrite: true,
    body: api.sharePurchaseRequest,
    created: api.sharePurchaseCreatedResponse,
  }),
  "GET /shares/mine": user("My purchases", { ok: api.myPurchasesResponse }),
  "GET /shares/all": admin("All purchases, newest first, paged; optional status filter (400 for an unknown status)", {
    query: api.adminPurchasesQuery,
    ok: api.adminPurchasesResponse,
  }),
  "PUT /shares/approve/:id": admin(
    "Approve a pending purchase (409 if decided; above FOUR_EYES_AMOUNT or past the admin's 24-hour solo limit with two admins: 202 with the pending approval). With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong).",
    {
      refusals: { 409: "Decided already", 422: "Fewer shares remain in the offering" },
      idempotent: true,
      actionCode: true,
      doneOrHeld: api.purchaseDecisionResponse,
    },
  ),
  "POST /shares/:id/check": admin(
    "Check the purchase's payment on its network again now (issue 34; docs/chain.md): answers the purchase item with its `chainCheck` (`unchecked` when the network has no node or no id was given; 404 unknown purchase)",
    { ok: api.sharePurchaseItem },
  ),
  "PUT /shares/reject/:id": rejectDoc("Reject a pending purchase (409 if decided)", api.purchaseDecisionResponse),
};
