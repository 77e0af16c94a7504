import { adminUsersKey } from "./get-admin-users";
import { apiRequest } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";

/** PUT /api/admin/users/{id}/shares {sharesOwned}. */
export function updateUserShares(
  { id, sharesOwned, code }: { id: string; sharesOwned: string; code?: string },
  idempotencyKey?: string,
): Promise<unknown> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}/shares`, {
    method: "PUT",
    body: { sharesOwned, ...(code ? { code } : {}) },
    idempotencyKey,
  });
}

export function useUpdateUserShares() {
  return useMoneyMutation({ mutationFn: updateUserShares, errorMessage: "Failed to update shares", invalidates: [adminUsersKey] });
}
