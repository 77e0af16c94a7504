import type { ActivityDetailResponse, ActivityKind, ActivityPageResponse } from "@app/contracts";
import { apiRequest } from "@/lib/api-client";
import { apiQuery } from "@/lib/queries/api-query";
import { useQuery } from "@tanstack/react-query";

export const ACTIVITY_PAGE_SIZE = 20;
const activityKey = ["activity"] as const;

/** GET /api/activity: the investor's money events, newest first, a page at a time (?kind= one kind). */
export function getActivity(page: number, kind?: ActivityKind): Promise<ActivityPageResponse> {
  const query = new URLSearchParams({ page: String(page), limit: String(ACTIVITY_PAGE_SIZE) });
  if (kind) query.set("kind", kind);
  return apiRequest<ActivityPageResponse>(`/api/activity?${query}`);
}

/** GET /api/activity/:id: one item of the investor's own feed (404 for anyone else's). */
export async function getActivityItem(id: string): Promise<ActivityDetailResponse["item"]> {
  return (await apiRequest<ActivityDetailResponse>(`/api/activity/${encodeURIComponent(id)}`)).item;
}

export const activityQueryOptions = (page = 1, kind?: ActivityKind) =>
  apiQuery([...activityKey, "page", page, kind ?? "all"], () => getActivity(page, kind), "Failed to fetch data", { keepPrevious: true });

export const activityItemQueryOptions = (id: string) => apiQuery([...activityKey, "item", id], () => getActivityItem(id), "");

export const useActivity = (page = 1, kind?: ActivityKind) => useQuery(activityQueryOptions(page, kind));
export const useActivityItem = (id: string) => useQuery({ ...activityItemQueryOptions(id), retry: false });
