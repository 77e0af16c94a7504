import * as api from "@app/contracts";
import { admin, type RouteDocs } from "../openapi/route-doc.js";

/** The OpenAPI description of the admin-users routes, from the schemas they parse and answer with. */
export const adminUsersDocs: RouteDocs = {
  "GET /admin/users": admin("Users (?investorsOnly=true: holders ranked by shares)", {
    query: api.adminUsersQuery,
    ok: api.adminUsersResponse,
  }),
  "PUT /admin/users/:id/shares": admin(
    "Edit a user's shares through the ledger (202 with the pending approval once two admins exist). With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong; nothing changes).",
    {
      refusals: { 409: "The shares changed since the form was read (out of date)", 422: true },
      idempotent: true,
      actionCode: true,
      body: api.updateUserSharesRequest,
      doneOrHeld: api.updateUserSharesResponse,
    },
  ),
  "DELETE /admin/users/:id": admin(
    "Delete a user (soft; history kept). With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong; nothing changes).",
    {
      refusals: { 403: "One's own account", 409: "An admin account cannot be deleted: change its role first" },
      actionCode: true,
      body: api.deleteUserRequest,
      bodyOptional: true,
      ok: api.messageResponse,
    },
  ),
  "GET /admin/user/:id/details": admin("A user's profile, purchases, withdrawals, referrals", { ok: api.adminUserDetailsResponse }),
  "PUT /admin/users/:id/role": admin(
    "Make a user admin, auditor or investor (not oneself; while one admin exists granting admin is 403 until the operator grants a second admin; granting or removing admin: 202 with the pending approval once two admins exist). With ADMIN_ACTION_CODE on, the body's `code` is the admin's current authenticator code (403 without or wrong; nothing changes).",
    {
      refusals: { 403: "One's own role, or granting admin while one admin exists" },
      idempotent: true,
      actionCode: true,
      body: api.changeUserRoleRequest,
      doneOrHeld: api.changeUserRoleResponse,
    },
  ),
};
