import { notificationsKey } from "@/lib/queries/notifications";
import type { MarkNotificationsReadRequest } from "@app/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** POST /api/notifications/read with { ids } or { all: true }. */
export function markNotificationsRead(input: MarkNotificationsReadRequest): Promise<unknown> {
  return apiRequest("/api/notifications/read", { method: "POST", body: input });
}

export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    meta: { errorMessage: "Could not mark as read" },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationsKey }),
  });
}
