import * as api from "@app/contracts";
import { doneOrHeld, type RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the sell-backs routes, from the schemas they parse and answer with. */
export const sellBacksDocs: RouteDocs = {
  "GET /shares/sell-back/quote": {
    summary: "Shares I may sell back now (lots held the minimum days), locked shares, the price and the 10 % fee",
    auth: "user",
    responses: { 200: api.sellBackQuoteResponse },
  },
  "POST /shares/sell-back": {
    summary:
      "Request a sell-back: the shares are held at once and earn no profit while pending; guarded as a withdrawal (address of the network, the enrolled investor's code, a new wallet held NEW_WALLET_HOLD_HOURS) (Idempotency-Key)",
    auth: "user",
    body: api.sellBackRequest,
    responses: { 201: api.sellBackCreatedResponse },
  },
  "PUT /shares/sell-back/:id/cancel": {
    summary: "Cancel my pending sell-back: the held shares are released (409 once decided, 404 not mine) (Idempotency-Key)",
    auth: "user",
    responses: { 200: api.sellBackDecisionResponse },
  },
  "GET /shares/sell-back/mine": {
    summary: "My sell-back requests, newest first",
    auth: "user",
    responses: { 200: api.mySellBacksResponse },
  },
  "GET /shares/sell-backs": {
    summary: "All sell-back requests, 20 a page; optional status filter (400 for an unknown status)",
    auth: "admin",
    query: api.adminSellBacksQuery,
    responses: { 200: api.adminSellBacksResponse },
  },
  "PUT /shares/sell-back/approve/:id": {
    summary:
      "Approve a pending sell-back at the current price: pays shares x price less 10 %, returns the shares to the offering (past the four-eyes limits: 202). With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong).",
    auth: "admin",
    responses: doneOrHeld(api.sellBackDecisionResponse),
  },
  "PUT /shares/sell-back/reject/:id": {
    body: api.rejectRequestBody,
    bodyOptional: true,
    summary: "Reject a pending sell-back: the held shares are released",
    auth: "admin",
    responses: { 200: api.sellBackDecisionResponse },
  },
};
