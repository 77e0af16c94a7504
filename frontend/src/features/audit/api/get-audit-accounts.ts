import { useQuery } from "@tanstack/react-query";
import { searchAudit } from "./search-audit";
import type { AuditAccount } from "./types";
import { apiQuery } from "@/lib/queries/api-query";

/** GET /api/audit/accounts?search=: platform accounts and investors' accounts by name, email or id. */
export const getAuditAccounts = (search: string) => searchAudit<AuditAccount>("accounts", search);

export const auditAccountsQueryOptions = (search: string) =>
  apiQuery(["audit", "accounts", search.trim()], () => getAuditAccounts(search), "Failed to search accounts", { keepPrevious: true });

export const useAuditAccounts = (search: string, enabled: boolean) => useQuery({ ...auditAccountsQueryOptions(search), enabled });
