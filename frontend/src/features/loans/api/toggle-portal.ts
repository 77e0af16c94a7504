import { useMutation, useQueryClient } from "@tanstack/react-query";
import { portalStatusQueryOptions } from "./get-portal-status";
import { apiRequest } from "@/lib/api-client";

/** POST /api/loans/toggle-portal → message, isOpen. */
export function togglePortal(): Promise<{ message?: string; isOpen?: boolean }> {
  return apiRequest("/api/loans/toggle-portal", { method: "POST" });
}

export function useTogglePortal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: togglePortal,
    meta: { errorMessage: "Failed to toggle loan portal" },
    onSuccess: (data) => {
      const key = portalStatusQueryOptions().queryKey;
      if (typeof data?.isOpen === "boolean") queryClient.setQueryData(key, data.isOpen);
      return queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
