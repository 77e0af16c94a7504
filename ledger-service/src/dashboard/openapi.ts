import * as api from "@app/contracts";
import { admin, type RouteDocs, user } from "../openapi/route-doc.js";

/** The OpenAPI description of the dashboard routes, from the schemas they parse and answer with. */
export const dashboardDocs: RouteDocs = {
  "GET /user/dashboard": user("My dashboard", { ok: api.dashboardResponse }),
  "GET /user/balance-history": user("My balances over time (chart)", { ok: api.balanceHistoryResponse }),
  "GET /admin/stats": admin("Admin dashboard counts", { ok: api.adminStatsResponse }),
  "GET /admin/pending-counts": admin(
    "Requests waiting for an admin: pending purchases, withdrawals, sell-backs, loans, manual loan payments and approvals",
    { ok: api.pendingCountsResponse },
  ),
};
