/**
 * Client guards (spec §2). The server enforces roles too; these only route people.
 * - user: a stored token and user record, else /login.
 * - admin: no token → /login; undecodable token → /login; no isAdmin in the payload → /.
 * - audit: as admin, but isAdmin or isAuditor in the payload lets in.
 */
import { Navigate, Outlet, redirect } from "react-router-dom";
import { getStoredUser, getToken, useToken } from "@/lib/auth-storage";
import { decodeTokenPayload } from "@/lib/jwt";

export type GuardDecision = "allow" | "/login" | "/";

export function userGuardDecision(): GuardDecision {
  return getToken() && getStoredUser() ? "allow" : "/login";
}

export function adminGuardDecision(): GuardDecision {
  const token = getToken();
  if (!token) return "/login";
  const payload = decodeTokenPayload(token);
  if (!payload) return "/login";
  return payload.isAdmin === true ? "allow" : "/";
}

export function auditGuardDecision(): GuardDecision {
  const token = getToken();
  if (!token) return "/login";
  const payload = decodeTokenPayload(token);
  if (!payload) return "/login";
  return payload.isAdmin === true || payload.isAuditor === true ? "allow" : "/";
}

function guardLoader(decide: () => GuardDecision) {
  return () => {
    const decision = decide();
    if (decision !== "allow") throw redirect(decision);
    return null;
  };
}

export const userGuardLoader = guardLoader(userGuardDecision);
export const adminGuardLoader = guardLoader(adminGuardDecision);
export const auditGuardLoader = guardLoader(auditGuardDecision);
/** /admin-loans: behind the user guard (spec), and admin-only as the page is admin's tool. */
export const adminLoansGuardLoader = guardLoader(() => {
  const user = userGuardDecision();
  return user === "allow" ? adminGuardDecision() : user;
});

/** Re-checks on render so a logout in another tab or the idle timer takes effect at once. */
export function UserGuard() {
  useToken();
  const decision = userGuardDecision();
  return decision === "allow" ? <Outlet /> : <Navigate to={decision} replace />;
}

export function AdminGuard() {
  useToken();
  const decision = adminGuardDecision();
  return decision === "allow" ? <Outlet /> : <Navigate to={decision} replace />;
}

export function AuditGuard() {
  useToken();
  const decision = auditGuardDecision();
  return decision === "allow" ? <Outlet /> : <Navigate to={decision} replace />;
}
