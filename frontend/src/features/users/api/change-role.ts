import { userDetailsKey } from "./get-user-details";
import type { UserRole } from "@app/contracts";
import { putUserChange } from "./put-user-change";
import { useMoneyMutation } from "@/lib/use-money-mutation";

/**
 * PUT /api/admin/users/{id}/role {role}: admin, auditor or investor. Granting or removing admin
 * answers 202 (held for a second admin) once two admins exist; the mutation's toast says so.
 */
export function changeRole(
  { id, role, code }: { id: string; role: UserRole; code?: string },
  idempotencyKey?: string,
): Promise<{ message: string; role: UserRole }> {
  return putUserChange(id, "role", { role }, code, idempotencyKey);
}

export function useChangeRole() {
  return useMoneyMutation({ mutationFn: changeRole, errorMessage: "Failed to change the role", invalidates: [userDetailsKey] });
}
