import * as api from "@app/contracts";
import { doneOrHeld, type RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the settings routes, from the schemas they parse and answer with. */
export const settingsDocs: RouteDocs = {
  "GET /admin/share-price": {
    summary: "Current share price (any logged-in user)",
    auth: "user",
    responses: { 200: api.sharePriceResponse },
  },
  "PUT /admin/share-price": {
    summary: "Set the share price (202 with the pending approval once two admins exist)",
    auth: "admin",
    body: api.updateSharePriceRequest,
    responses: doneOrHeld(api.sharePriceResponse),
  },
  "GET /config/wallets": {
    summary: "Deposit addresses per network and the loan repayment address",
    auth: "none",
    responses: { 200: api.walletsResponse },
  },
  "GET /purchase-windows": {
    summary: "Purchase windows: open now?, the current and next window, every window (no login)",
    auth: "none",
    responses: { 200: api.purchaseWindowsResponse },
  },
  "POST /admin/purchase-windows": {
    summary: "Schedule a purchase window (overlapping or inverted windows refused)",
    auth: "admin",
    body: api.purchaseWindowRequest,
    responses: { 201: api.purchaseWindowView },
  },
  "DELETE /admin/purchase-windows/:id": { summary: "Remove a purchase window", auth: "admin", responses: { 200: api.messageResponse } },
  "GET /loans/portal-status": { summary: "Is the loan portal open", auth: "user", responses: { 200: api.portalStatusResponse } },
  "POST /loans/toggle-portal": { summary: "Open or close the loan portal", auth: "admin", responses: { 200: api.togglePortalResponse } },
};
