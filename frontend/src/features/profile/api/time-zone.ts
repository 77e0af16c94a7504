import type { TimeZoneSetting } from "@app/contracts";
import { apiRequest } from "@/lib/api-client";
import { setInvestorTimeZone } from "@/lib/format";
import { notificationsKey } from "@/lib/queries/notifications";
import { profileQueryOptions } from "@/lib/queries/profile";
import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";

/** PUT /api/user/time-zone: every time the investor reads is told in this zone from now on. */
export async function saveTimeZone(input: TimeZoneSetting): Promise<TimeZoneSetting> {
  const saved = await apiRequest<TimeZoneSetting>("/api/user/time-zone", { method: "PUT", body: input });
  setInvestorTimeZone(saved.timeZone);
  return saved;
}

export function useSaveTimeZone() {
  return useInvalidatingMutation(saveTimeZone, "Could not save the time zone", [profileQueryOptions().queryKey, notificationsKey]);
}
