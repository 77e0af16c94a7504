import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { AccountUser as User } from "@app/contracts";
import { setInvestorTimeZone } from "@/lib/format-date";

/** GET /api/user/me: the investor's profile with balances and sharesOwned. */
export async function getProfile(): Promise<User> {
  const data = await apiRequest<User | { user?: User; profile?: User }>("/api/user/me");
  const user =
    data && typeof data === "object" && "user" in data && data.user
      ? data.user
      : data && typeof data === "object" && "profile" in data && data.profile
        ? data.profile
        : (data as User);
  // The investor's zone (one clock): every time on the screens reads in it from now on.
  if (user && typeof user === "object" && typeof user.timeZone === "string") setInvestorTimeZone(user.timeZone);
  return user;
}

export const profileQueryOptions = (errorMessage = "Failed to load profile") =>
  queryOptions({ queryKey: ["user", "me"], queryFn: getProfile, meta: { errorMessage } });

export function useProfile(errorMessage?: string) {
  return useQuery(profileQueryOptions(errorMessage));
}
