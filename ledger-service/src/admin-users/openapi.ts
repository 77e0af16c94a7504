import * as api from "@app/contracts";
import { doneOrHeld, type RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the admin-users routes, from the schemas they parse and answer with. */
export const adminUsersDocs: RouteDocs = {
  "GET /admin/users": {
    summary: "Users (?investorsOnly=true: holders ranked by shares)",
    auth: "admin",
    query: api.adminUsersQuery,
    responses: { 200: api.adminUsersResponse },
  },
  "PUT /admin/users/:id/shares": {
    summary: "Edit a user's shares through the ledger (202 with the pending approval once two admins exist)",
    auth: "admin",
    body: api.updateUserSharesRequest,
    responses: doneOrHeld(api.updateUserSharesResponse),
  },
  "DELETE /admin/users/:id": { summary: "Delete a user (soft; history kept)", auth: "admin", responses: { 200: api.messageResponse } },
  "GET /admin/user/:id/details": {
    summary: "A user's profile, purchases, withdrawals, referrals",
    auth: "admin",
    responses: { 200: api.adminUserDetailsResponse },
  },
  "PUT /admin/users/:id/role": {
    summary:
      "Make a user admin, auditor or investor (not oneself; while one admin exists granting admin is 403: the operator runs `npm run admin:grant -- <email>`; granting or removing admin: 202 with the pending approval once two admins exist)",
    auth: "admin",
    body: api.changeUserRoleRequest,
    responses: doneOrHeld(api.changeUserRoleResponse),
  },
};
