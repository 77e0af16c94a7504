import { useQuery } from "@tanstack/react-query";
import { ADMIN_LOAN_PAGE_SIZE } from "@app/contracts/constants";
import { apiRequest } from "@/lib/api-client";
import type { LoanView as Loan } from "@app/contracts";
import { apiQuery } from "@/lib/queries/api-query";

/** Every admin loan read (lists and histories) sits under this key: a decision refreshes them. */
export const adminLoansKey = ["admin", "loans"] as const;

export type LoanFilter = { page: number; status: string; search: string };
export type LoanPage = { loans: Loan[]; totalPages: number; currentPage: number };

/** GET /api/loans/all?page=&limit=10&status=&search= → loans, totalPages, currentPage. */
export async function getAllLoans({ page, status, search }: LoanFilter): Promise<LoanPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(ADMIN_LOAN_PAGE_SIZE) });
  if (status && status !== "All") params.set("status", status);
  if (search.trim()) params.set("search", search.trim());
  const data = await apiRequest<Partial<LoanPage> | Loan[]>(`/api/loans/all?${params}`);
  if (Array.isArray(data)) return { loans: data, totalPages: 1, currentPage: 1 };
  return { loans: data?.loans ?? [], totalPages: data?.totalPages ?? 1, currentPage: data?.currentPage ?? page };
}

export const allLoansQueryOptions = (filter: LoanFilter = { page: 1, status: "All", search: "" }) =>
  apiQuery([...adminLoansKey, "list", filter], () => getAllLoans(filter), "Failed to load loan records", { keepPrevious: true });

export const useAllLoans = (filter: LoanFilter) => useQuery(allLoansQueryOptions(filter));
