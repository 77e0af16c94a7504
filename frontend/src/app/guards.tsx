/**
 * Client guards (spec §2). The server enforces roles too; these only route people. The session
 * is an HttpOnly cookie no script reads: the stored user record (cleared by a 401) says who is
 * signed in.
 * - user: a stored user record, else /login.
 * - admin: no record → /login; a record without isAdmin → /.
 * - audit: as admin, but isAdmin or isAuditor lets in.
 */
import { Navigate, Outlet, redirect } from "react-router-dom";
import { getStoredUser, isAdminUser, isAuditorUser, useSessionUser } from "@/lib/auth-storage";

export type GuardDecision = "allow" | "/login" | "/";

export function userGuardDecision(): GuardDecision {
  return getStoredUser() ? "allow" : "/login";
}

export function adminGuardDecision(): GuardDecision {
  const user = getStoredUser();
  if (!user) return "/login";
  return isAdminUser(user) ? "allow" : "/";
}

export function auditGuardDecision(): GuardDecision {
  const user = getStoredUser();
  if (!user) return "/login";
  return isAdminUser(user) || isAuditorUser(user) ? "allow" : "/";
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
  useSessionUser();
  const decision = userGuardDecision();
  return decision === "allow" ? <Outlet /> : <Navigate to={decision} replace />;
}

export function AdminGuard() {
  useSessionUser();
  const decision = adminGuardDecision();
  return decision === "allow" ? <Outlet /> : <Navigate to={decision} replace />;
}

export function AuditGuard() {
  useSessionUser();
  const decision = auditGuardDecision();
  return decision === "allow" ? <Outlet /> : <Navigate to={decision} replace />;
}
