import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";
import { notificationsKey } from "@/lib/queries/notifications";
import type { MarkNotificationsReadRequest } from "@app/contracts";
import { apiRequest } from "@/lib/api-client";

/** POST /api/notifications/read with { ids } or { all: true }. */
export function markNotificationsRead(input: MarkNotificationsReadRequest): Promise<unknown> {
  return apiRequest("/api/notifications/read", { method: "POST", body: input });
}

export function useMarkNotificationsRead() {
  return useInvalidatingMutation(markNotificationsRead, "Could not mark as read", [notificationsKey]);
}
