import * as api from "@app/contracts";
import { admin, anyone, type RouteDocs, user } from "../openapi/route-doc.js";

/** The OpenAPI description of the settings routes, from the schemas they parse and answer with. */
export const settingsDocs: RouteDocs = {
  "GET /admin/share-price": user("Current share price (any logged-in user)", { ok: api.sharePriceResponse }),
  "PUT /admin/share-price": admin(
    "Set the share price (202 with the pending approval once two admins exist). With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong; nothing changes).",
    {
      recorded: true,
      actionCode: true,
      refusals: { 409: true, 422: true },
      body: api.updateSharePriceRequest,
      doneOrHeld: api.sharePriceResponse,
    },
  ),
  "GET /config/wallets": anyone("Deposit addresses per network and the loan repayment address", { ok: api.walletsResponse }),
  "GET /purchase-windows": anyone("Purchase windows: open now?, the current and next window, every window (no login)", {
    ok: api.purchaseWindowsResponse,
  }),
  "POST /admin/purchase-windows": admin("Schedule a purchase window (overlapping or inverted windows refused)", {
    recorded: true,
    refusals: { 409: "Overlaps another window", 422: "Closes in the past or before it opens" },
    body: api.purchaseWindowRequest,
    created: api.purchaseWindowView,
  }),
  "DELETE /admin/purchase-windows/:id": admin("Remove a purchase window", {
    recorded: true,
    refusals: { 409: true },
    ok: api.messageResponse,
  }),
  "GET /loans/portal-status": user("Is the loan portal open", { ok: api.portalStatusResponse }),
  "POST /loans/toggle-portal": admin("Open or close the loan portal", { recorded: true, ok: api.togglePortalResponse }),
};
