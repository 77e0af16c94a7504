import * as api from "@app/contracts";
import type { RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the dashboard routes, from the schemas they parse and answer with. */
export const dashboardDocs: RouteDocs = {
  "GET /user/dashboard": { summary: "My dashboard", auth: "user", responses: { 200: api.dashboardResponse } },
  "GET /user/balance-history": { summary: "My balances over time (chart)", auth: "user", responses: { 200: api.balanceHistoryResponse } },
  "GET /admin/stats": { summary: "Admin dashboard counts", auth: "admin", responses: { 200: api.adminStatsResponse } },
  "GET /admin/pending-counts": {
    summary: "Requests waiting for an admin: pending purchases, withdrawals, sell-backs, loans, manual loan payments and approvals",
    auth: "admin",
    responses: { 200: api.pendingCountsResponse },
  },
};
