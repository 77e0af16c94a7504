import { useInvalidatingMutation } from "@/lib/use-invalidating-mutation";
import { activeAnnouncementQueryOptions, getActiveAnnouncement } from "./get-active-announcement";
import { clearDismissedAnnouncement } from "@/lib/auth-storage";
import { createAnnouncement } from "./create-announcement";
import { toggleAnnouncement } from "./toggle-announcement";

/**
 * Saving (spec §4): create the message, clear the local dismissed flag, then toggle when the
 * server's active state differs from the checkbox.
 */
export async function saveAnnouncement({ message, enabled }: { message: string; enabled: boolean }): Promise<void> {
  await createAnnouncement(message);
  clearDismissedAnnouncement();
  const current = await getActiveAnnouncement().catch(() => ({ message, isActive: false }));
  if (current.isActive !== enabled) await toggleAnnouncement();
}

export function useSaveAnnouncement() {
  return useInvalidatingMutation(saveAnnouncement, "Failed to update announcement", [activeAnnouncementQueryOptions().queryKey]);
}
