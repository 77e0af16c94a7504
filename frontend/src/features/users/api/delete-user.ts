import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";
import { adminUsersKey } from "./get-admin-users";
import { apiRequest } from "@/lib/api-client";

/** DELETE /api/admin/users/{id}. */
export function deleteUser(id: string): Promise<unknown> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteUser() {
  return useInvalidatingMutation(deleteUser, "Failed to delete user", [adminUsersKey]);
}
