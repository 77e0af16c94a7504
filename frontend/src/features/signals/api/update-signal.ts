import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";
import { apiRequest } from "@/lib/api-client";
import { signalsQueryOptions } from "./get-signals";

/** PATCH /api/signals/{id} {notes, status}: admins edit only these two. */
export function updateSignal({ id, notes, status }: { id: string; notes: string; status: string }): Promise<unknown> {
  return apiRequest(`/api/signals/${encodeURIComponent(id)}`, { method: "PATCH", body: { notes, status } });
}

export function useUpdateSignal() {
  return useInvalidatingMutation(updateSignal, "Update failed", [signalsQueryOptions().queryKey]);
}
