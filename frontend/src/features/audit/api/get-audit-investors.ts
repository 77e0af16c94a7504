import { useQuery } from "@tanstack/react-query";
import { searchAudit } from "./search-audit";
import type { AuditInvestor } from "./types";
import { apiQuery } from "@/lib/queries/api-query";

/** GET /api/audit/investors?search= → up to 100 users by name, email or id. */
export const getAuditInvestors = (search: string) => searchAudit<AuditInvestor>("investors", search);

export const auditInvestorsQueryOptions = (search: string) =>
  apiQuery(["audit", "investors", search.trim()], () => getAuditInvestors(search), "Failed to search investors", { keepPrevious: true });

export const useAuditInvestors = (search: string) => useQuery(auditInvestorsQueryOptions(search));
