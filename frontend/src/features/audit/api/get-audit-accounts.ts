import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { AuditAccount } from "./types";

/** GET /api/audit/accounts?search=: platform accounts and investors' accounts by name, email or id. */
export async function getAuditAccounts(search: string): Promise<AuditAccount[]> {
  const query = search.trim() ? `?${new URLSearchParams({ search: search.trim() })}` : "";
  const data = await apiRequest<{ accounts?: AuditAccount[] }>(`/api/audit/accounts${query}`);
  return data?.accounts ?? [];
}

export const auditAccountsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ["audit", "accounts", search.trim()],
    queryFn: () => getAuditAccounts(search),
    placeholderData: keepPreviousData,
    meta: { errorMessage: "Failed to search accounts" },
  });

export function useAuditAccounts(search: string, enabled: boolean) {
  return useQuery({ ...auditAccountsQueryOptions(search), enabled });
}
