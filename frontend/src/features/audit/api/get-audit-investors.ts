import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { searchAudit } from "./search-audit";
import type { AuditInvestor } from "./types";

/** GET /api/audit/investors?search= → up to 100 users by name, email or id. */
export const getAuditInvestors = (search: string) => searchAudit<AuditInvestor>("investors", search);

export const auditInvestorsQueryOptions = (search: string) =>
  queryOptions({
    queryKey: ["audit", "investors", search.trim()],
    queryFn: () => getAuditInvestors(search),
    placeholderData: keepPreviousData,
    meta: { errorMessage: "Failed to search investors" },
  });

export function useAuditInvestors(search: string) {
  return useQuery(auditInvestorsQueryOptions(search));
}
