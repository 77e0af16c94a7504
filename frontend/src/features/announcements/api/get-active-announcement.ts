import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { announcementResponse } from "@app/contracts";
import type { z } from "zod";

type Announcement = z.infer<typeof announcementResponse>;

/** GET /api/announcement/active (bearer) → message, isActive. */
export async function getActiveAnnouncement(): Promise<Announcement> {
  const data = await apiRequest<Partial<Announcement> | null>("/api/announcement/active");
  return { message: data?.message ?? "", isActive: data?.isActive === true };
}

export const activeAnnouncementQueryOptions = (errorMessage?: string) =>
  queryOptions({
    queryKey: ["announcement", "active"],
    queryFn: getActiveAnnouncement,
    meta: { errorMessage },
  });

export function useActiveAnnouncement(errorMessage?: string) {
  return useQuery(activeAnnouncementQueryOptions(errorMessage));
}
