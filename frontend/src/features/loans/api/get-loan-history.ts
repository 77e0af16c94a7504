import { adminLoansKey } from "./get-all-loans";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { LoanView as Loan, repaymentEntry } from "@app/contracts";
import type { z } from "zod";

type RepaymentEntry = z.infer<typeof repaymentEntry>;

export type LoanHistory = { history: RepaymentEntry[]; loan: Loan | null };

/** GET /api/loans/history/{id} → history, loan (with manualPayments). */
export async function getLoanHistory(id: string): Promise<LoanHistory> {
  const data = await apiRequest<Partial<LoanHistory>>(`/api/loans/history/${encodeURIComponent(id)}`);
  return { history: data?.history ?? [], loan: data?.loan ?? null };
}

export const loanHistoryQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...adminLoansKey, "history", id],
    queryFn: () => getLoanHistory(id),
    meta: { errorMessage: "Failed to load loan history" },
  });

export function useLoanHistory(id: string | null) {
  return useQuery({ ...loanHistoryQueryOptions(id ?? ""), enabled: !!id });
}
