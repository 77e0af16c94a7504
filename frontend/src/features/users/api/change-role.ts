import { userDetailsKey } from "./get-user-details";
import type { UserRole } from "@app/contracts";
import { apiRequest } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";

/**
 * PUT /api/admin/users/{id}/role {role}: admin, auditor or investor. Granting or removing admin
 * answers 202 (held for a second admin) once two admins exist; the mutation's toast says so.
 */
export function changeRole(
  { id, role, code }: { id: string; role: UserRole; code?: string },
  idempotencyKey?: string,
): Promise<{ message: string; role: UserRole }> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}/role`, {
    method: "PUT",
    body: { role, ...(code ? { code } : {}) },
    idempotencyKey,
  });
}

export function useChangeRole() {
  return useMoneyMutation({ mutationFn: changeRole, errorMessage: "Failed to change the role", invalidates: [userDetailsKey] });
}
