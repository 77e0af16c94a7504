import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { AuditInvestor } from "./types";

/** GET /api/audit/investors?search= → up to 100 users by name, email or id. */
export async function getAuditInvestors(search: string): Promise<AuditInvestor[]> {
  const query = search.trim() ? `?${new URLSearchParams({ search: search.trim() })}` : "";
  const data = await apiRequest<{ investors?: AuditInvestor[] }>(`/api/audit/investors${query}`);
  return data?.investors ?? [];
}

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
