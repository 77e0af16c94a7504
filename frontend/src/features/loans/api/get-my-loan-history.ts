import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { repaymentEntry } from "@app/contracts";
import type { z } from "zod";

type RepaymentEntry = z.infer<typeof repaymentEntry>;

/** GET /api/loans/history → history of the current investor's loan repayments. */
export async function getMyLoanHistory(): Promise<RepaymentEntry[]> {
  const data = await apiRequest<{ history?: RepaymentEntry[] }>("/api/loans/history");
  return data?.history ?? [];
}

export const myLoanHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ["loans", "history", "mine"],
    queryFn: getMyLoanHistory,
    meta: { errorMessage: "Failed to load repayment history" },
  });

export function useMyLoanHistory(enabled = true) {
  return useQuery({ ...myLoanHistoryQueryOptions(), enabled });
}
