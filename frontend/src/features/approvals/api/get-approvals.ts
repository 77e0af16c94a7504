import { approvalsKey } from "@/lib/held-for-approval";
import type { ApprovalsPageResponse } from "@app/contracts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { apiQuery } from "@/lib/queries/api-query";

export const APPROVALS_PAGE_SIZE = 10;

/** GET /api/admin/approvals?page={n}&limit=10: pending first, then the recently decided ones. */
export async function getApprovals(page: number): Promise<ApprovalsPageResponse> {
  const data = await apiRequest<Partial<ApprovalsPageResponse>>(`/api/admin/approvals?page=${page}&limit=${APPROVALS_PAGE_SIZE}`);
  return { approvals: data?.approvals ?? [], totalPages: data?.totalPages ?? 1, currentPage: page, pendingCount: data?.pendingCount ?? 0 };
}

export const approvalsQueryOptions = (page = 1) =>
  apiQuery([...approvalsKey, "list", page], () => getApprovals(page), "Failed to load approvals", { keepPrevious: true });

export const useApprovals = (page: number) => useQuery(approvalsQueryOptions(page));
