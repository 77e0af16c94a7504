import * as api from "@app/contracts";
import { admin, type RouteDocs, user, approveDoc, rejectDoc } from "../openapi/route-doc.js";

/** The OpenAPI description of the sell-backs routes, from the schemas they parse and answer with. */
export const sellBacksDocs: RouteDocs = {
  "GET /shares/sell-back/quote": user(
    "Shares I may sell back now (lots held the minimum days), locked shares, the price and the 10 % fee",
    { ok: api.sellBackQuoteResponse },
  ),
  "POST /shares/sell-back": user(
    "Request a sell-back: the shares are held at once and earn no profit while pending; guarded as a withdrawal (address of the network, the enrolled investor's code, a new wallet held NEW_WALLET_HOLD_HOURS) (Idempotency-Key)",
    {
      refusals: { 409: true, 422: "Breaks a sell-back rule (more shares than free, a wallet held as new)" },
      idempotent: true,
      moneyWrite: true,
      body: api.sellBackRequest,
      created: api.sellBackCreatedResponse,
    },
  ),
  "PUT /shares/sell-back/:id/cancel": user(
    "Cancel my pending sell-back: the held shares are released (409 once decided, 404 not mine) (Idempotency-Key)",
    { refusals: { 409: "Decided already" }, idempotent: true, ok: api.sellBackDecisionResponse },
  ),
  "GET /shares/sell-back/mine": user("My sell-back requests, newest first", { ok: api.mySellBacksResponse }),
  "GET /shares/sell-backs": admin("All sell-back requests, 20 a page; optional status filter (400 for an unknown status)", {
    query: api.adminSellBacksQuery,
    ok: api.adminSellBacksResponse,
  }),
  "PUT /shares/sell-back/approve/:id": approveDoc(
    "Approve a pending sell-back at the current price: pays shares x price less 10 %, returns the shares to the offering (past the four-eyes limits: 202). With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong).",
    api.sellBackDecisionResponse,
  ),
  "PUT /shares/sell-back/reject/:id": rejectDoc("Reject a pending sell-back: the held shares are released", api.sellBackDecisionResponse),
};
