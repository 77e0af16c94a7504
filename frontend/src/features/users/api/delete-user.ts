import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";
import { adminUsersKey } from "./get-admin-users";
import { apiRequest } from "@/lib/api-client";

/** DELETE /api/admin/users/{id} (with the admin's action code in the body when the server asks for it). */
export function deleteUser({ id, code }: { id: string; code?: string }): Promise<unknown> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, { method: "DELETE", ...(code ? { body: { code } } : {}) });
}

export function useDeleteUser() {
  return useInvalidatingMutation(deleteUser, "Failed to delete user", [adminUsersKey]);
}
