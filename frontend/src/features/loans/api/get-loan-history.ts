import { adminLoansKey } from "./get-all-loans";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { LoanView as Loan, repaymentEntry } from "@app/contracts";
import type { z } from "zod";
import { apiQuery } from "@/lib/queries/api-query";

type RepaymentEntry = z.infer<typeof repaymentEntry>;

export type LoanHistory = { history: RepaymentEntry[]; loan: Loan | null };

/** GET /api/loans/history/{id} → history, loan (with manualPayments). */
export async function getLoanHistory(id: string): Promise<LoanHistory> {
  const data = await apiRequest<Partial<LoanHistory>>(`/api/loans/history/${encodeURIComponent(id)}`);
  return { history: data?.history ?? [], loan: data?.loan ?? null };
}

export const loanHistoryQueryOptions = (id: string) =>
  apiQuery([...adminLoansKey, "history", id], () => getLoanHistory(id), "Failed to load loan history");

export const useLoanHistory = (id: string | null) => useQuery({ ...loanHistoryQueryOptions(id ?? ""), enabled: !!id });
