import { adminUsersKey } from "./get-admin-users";
import { putUserChange } from "./put-user-change";
import { useMoneyMutation } from "@/lib/use-money-mutation";

/** PUT /api/admin/users/{id}/shares {sharesOwned}. */
export function updateUserShares(
  { id, sharesOwned, code }: { id: string; sharesOwned: string; code?: string },
  idempotencyKey?: string,
): Promise<unknown> {
  return putUserChange(id, "shares", { sharesOwned }, code, idempotencyKey);
}

export function useUpdateUserShares() {
  return useMoneyMutation({ mutationFn: updateUserShares, errorMessage: "Failed to update shares", invalidates: [adminUsersKey] });
}
