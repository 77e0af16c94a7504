import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { AccountUser as User } from "@app/contracts";

/** GET /api/user/me: the investor's profile with balances and sharesOwned. */
export async function getProfile(): Promise<User> {
  const data = await apiRequest<User | { user?: User; profile?: User }>("/api/user/me");
  if (data && typeof data === "object" && "user" in data && data.user) return data.user;
  if (data && typeof data === "object" && "profile" in data && data.profile) return data.profile;
  return data as User;
}

export const profileQueryOptions = (errorMessage = "Failed to load profile") =>
  queryOptions({ queryKey: ["user", "me"], queryFn: getProfile, meta: { errorMessage } });

export function useProfile(errorMessage?: string) {
  return useQuery(profileQueryOptions(errorMessage));
}
