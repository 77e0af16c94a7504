import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** PUT /api/admin/users/{id}/shares {sharesOwned}. */
export function updateUserShares({ id, sharesOwned }: { id: string; sharesOwned: number }): Promise<unknown> {
  return apiRequest(`/api/admin/users/${encodeURIComponent(id)}/shares`, { method: "PUT", body: { sharesOwned } });
}

export function useUpdateUserShares() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserShares,
    meta: { errorMessage: "Failed to update shares" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ["admin", "users"] }),
  });
}
