import { apiRequest } from "@/lib/api-client";

/** PATCH /api/announcement/toggle: flips isActive. */
export function toggleAnnouncement(): Promise<unknown> {
  return apiRequest("/api/announcement/toggle", { method: "PATCH" });
}
