import { apiRequest } from "@/lib/api-client";

/** POST /api/announcement/create {message}. */
export function createAnnouncement(message: string): Promise<unknown> {
  return apiRequest("/api/announcement/create", { method: "POST", body: { message } });
}
