import type { NotificationsResponse } from "@app/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** Every page of notifications (the bell reads the first). */
export const notificationsKey = ["notifications"] as const;

/** GET /api/notifications?page=n: newest first, with the unread count (the header's bell polls page 1). */
export function getNotifications(page: number): Promise<NotificationsResponse> {
  return apiRequest<NotificationsResponse>(`/api/notifications?page=${page}`);
}

/** How often the bell asks again: a money event is news within a minute, not a second. */
export const NOTIFICATIONS_POLL_MS = 60_000;

export const notificationsQueryOptions = (page = 1) =>
  queryOptions({ queryKey: [...notificationsKey, page], queryFn: () => getNotifications(page), refetchInterval: NOTIFICATIONS_POLL_MS });

export function useNotifications(page = 1) {
  return useQuery(notificationsQueryOptions(page));
}
