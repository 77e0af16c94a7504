import { useQuery } from "@tanstack/react-query";
import { USER_DETAIL_REFRESH_MS } from "@/config/constants";
import { apiRequest } from "@/lib/api-client";
import type { adminUserDetailsResponse } from "@app/contracts";
import type { z } from "zod";
import { apiQuery } from "@/lib/queries/api-query";

type AdminUserDetails = z.infer<typeof adminUserDetailsResponse>;

/** One user's details page, for any user. */
export const userDetailsKey = ["admin", "user-details"] as const;

/** GET /api/admin/user/{id}/details; refreshed every 30 seconds. */
export function getUserDetails(id: string): Promise<AdminUserDetails> {
  return apiRequest<AdminUserDetails>(`/api/admin/user/${encodeURIComponent(id)}/details`);
}

export const userDetailsQueryOptions = (id: string) =>
  apiQuery([...userDetailsKey, id], () => getUserDetails(id), "Failed to fetch user details", { refetchInterval: USER_DETAIL_REFRESH_MS });

export const useUserDetails = (id: string) => useQuery(userDetailsQueryOptions(id));
