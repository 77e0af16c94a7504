import { approvalsKey } from "@/lib/held-for-approval";
import type { ApprovalsPageResponse } from "@app/contracts";
import { keepPreviousData, queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export const APPROVALS_PAGE_SIZE = 10;

/** GET /api/admin/approvals?page={n}&limit=10: pending first, then the recently decided ones. */
export async function getApprovals(page: number): Promise<ApprovalsPageResponse> {
  const data = await apiRequest<Partial<ApprovalsPageResponse>>(`/api/admin/approvals?page=${page}&limit=${APPROVALS_PAGE_SIZE}`);
  return { approvals: data?.approvals ?? [], totalPages: data?.totalPages ?? 1, currentPage: page, pendingCount: data?.pendingCount ?? 0 };
}

export const approvalsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: [...approvalsKey, "list", page],
    queryFn: () => getApprovals(page),
    placeholderData: keepPreviousData,
    meta: { errorMessage: "Failed to load approvals" },
  });

export function useApprovals(page: number) {
  return useQuery(approvalsQueryOptions(page));
}
