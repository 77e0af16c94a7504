import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { signalsQueryOptions } from "./get-signals";

/** DELETE /api/signals/{id}. */
export function deleteSignal(id: string): Promise<unknown> {
  return apiRequest(`/api/signals/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteSignal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSignal,
    meta: { errorMessage: "Delete failed" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: signalsQueryOptions().queryKey }),
  });
}
