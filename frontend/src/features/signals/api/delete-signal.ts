import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";
import { apiRequest } from "@/lib/api-client";
import { signalsQueryOptions } from "./get-signals";

/** DELETE /api/signals/{id}. */
export function deleteSignal(id: string): Promise<unknown> {
  return apiRequest(`/api/signals/${encodeURIComponent(id)}`, { method: "DELETE" });
}

export function useDeleteSignal() {
  return useInvalidatingMutation(deleteSignal, "Delete failed", [signalsQueryOptions().queryKey]);
}
