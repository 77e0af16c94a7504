import type { NotificationSettings } from "@app/contracts";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** GET /api/user/notification-settings: whether profit and reward credits are mailed. */
export function getNotificationSettings(): Promise<NotificationSettings> {
  return apiRequest<NotificationSettings>("/api/user/notification-settings");
}

export const notificationSettingsQueryOptions = () =>
  queryOptions({ queryKey: ["user", "notification-settings"], queryFn: getNotificationSettings });

export function useNotificationSettings() {
  return useQuery(notificationSettingsQueryOptions());
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: NotificationSettings) =>
      apiRequest<NotificationSettings>("/api/user/notification-settings", { method: "PUT", body: input }),
    meta: { errorMessage: "Could not save the settings" },
    onSuccess: (saved) => queryClient.setQueryData(notificationSettingsQueryOptions().queryKey, saved),
  });
}
