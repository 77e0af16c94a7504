import { queryOptions, useQuery } from "@tanstack/react-query";
import { USER_DETAIL_REFRESH_MS } from "@/config/constants";
import { apiRequest } from "@/lib/api-client";
import type { adminUserDetailsResponse } from "@app/contracts";
import type { z } from "zod";

type AdminUserDetails = z.infer<typeof adminUserDetailsResponse>;

/** One user's details page, for any user. */
export const userDetailsKey = ["admin", "user-details"] as const;

/** GET /api/admin/user/{id}/details; refreshed every 30 seconds. */
export function getUserDetails(id: string): Promise<AdminUserDetails> {
  return apiRequest<AdminUserDetails>(`/api/admin/user/${encodeURIComponent(id)}/details`);
}

export const userDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...userDetailsKey, id],
    queryFn: () => getUserDetails(id),
    refetchInterval: USER_DETAIL_REFRESH_MS,
    meta: { errorMessage: "Failed to fetch user details" },
  });

export function useUserDetails(id: string) {
  return useQuery(userDetailsQueryOptions(id));
}
