import { queryOptions, useQuery } from "@tanstack/react-query";
import { ApiError, apiRequest } from "@/lib/api-client";
import { toNumber } from "@/lib/format";
import type { loanSummaryResponse } from "@app/contracts";
import type { z } from "zod";

type LoanSummary = z.infer<typeof loanSummaryResponse>;

type SummaryAnswer = Partial<LoanSummary> & { summary?: Partial<LoanSummary>; loan?: Partial<LoanSummary> };

/** GET /api/loans/summary → the current loan, or null when the investor never had one (404). */
export async function getLoanSummary(): Promise<LoanSummary | null> {
  let data: SummaryAnswer | null | undefined;
  try {
    data = await apiRequest<SummaryAnswer | null>("/api/loans/summary");
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  const summary = data?.summary ?? data?.loan ?? data;
  if (!summary?.loanId) return null;
  return {
    ...summary,
    loanId: summary.loanId,
    amountRequested: toNumber(summary.amountRequested),
    companyCharge: toNumber(summary.companyCharge),
    totalPayable: toNumber(summary.totalPayable),
    remaining: toNumber(summary.remaining),
    status: summary.status ?? "Pending",
    repaymentMethod: summary.repaymentMethod ?? "",
    paidAt: summary.paidAt ?? null,
    approvedAt: summary.approvedAt ?? null,
    wallet: summary.wallet ?? null,
    network: summary.network ?? null,
    approvableAfter: summary.approvableAfter ?? null,
    manualPayments: summary.manualPayments ?? [],
  };
}

export const loanSummaryQueryOptions = (errorMessage?: string) =>
  queryOptions({ queryKey: ["loans", "summary"], queryFn: getLoanSummary, meta: { errorMessage } });

export function useLoanSummary(errorMessage?: string) {
  return useQuery(loanSummaryQueryOptions(errorMessage));
}
