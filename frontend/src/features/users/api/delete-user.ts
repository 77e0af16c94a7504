import { adminUsersKey } from "./get-admin-users";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** DELETE /api/admin/users/{id}. */
export function deleteUser(id: string): Promise<unknown> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    meta: { errorMessage: "Failed to delete user" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminUsersKey }),
  });
}
