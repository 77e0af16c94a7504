import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { AdminUserItem as User } from "@app/contracts";

/** The users list, whatever its filter: edits refresh it through this key. */
export const adminUsersKey = ["admin", "users"] as const;

/** GET /api/admin/users (optionally ?investorsOnly=true) → array of users. */
export async function getAdminUsers(investorsOnly: boolean): Promise<User[]> {
  const data = await apiRequest<User[] | { users?: User[] }>(investorsOnly ? "/api/admin/users?investorsOnly=true" : "/api/admin/users");
  return Array.isArray(data) ? data : (data?.users ?? []);
}

export const adminUsersQueryOptions = (investorsOnly = false, errorMessage = "Failed to fetch users") =>
  queryOptions({
    queryKey: [...adminUsersKey, { investorsOnly }],
    queryFn: () => getAdminUsers(investorsOnly),
    meta: { errorMessage },
  });

export function useAdminUsers(investorsOnly = false, errorMessage?: string) {
  return useQuery(adminUsersQueryOptions(investorsOnly, errorMessage));
}
