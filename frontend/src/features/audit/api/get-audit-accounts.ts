import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { searchAudit } from "./search-audit";
import type { AuditAccount } from "./types";

/** GET /api/audit/accounts?search=: platform accounts and investors' accounts by name, email or id. */
export const getAuditAccounts = (search: string) => searchAudit<AuditAccount>("accounts", search);

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
