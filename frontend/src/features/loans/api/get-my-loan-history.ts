import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import type { repaymentEntry } from "@app/contracts";
import type { z } from "zod";
import { apiQuery } from "@/lib/queries/api-query";

type RepaymentEntry = z.infer<typeof repaymentEntry>;

/** GET /api/loans/history → history of the current investor's loan repayments. */
export async function getMyLoanHistory(): Promise<RepaymentEntry[]> {
  const data = await apiRequest<{ history?: RepaymentEntry[] }>("/api/loans/history");
  return data?.history ?? [];
}

export const myLoanHistoryQueryOptions = (errorMessage = "Failed to load repayment history") =>
  apiQuery(["loans", "history", "mine"], getMyLoanHistory, errorMessage);

export const useMyLoanHistory = (enabled = true, errorMessage?: string) =>
  useQuery({ ...myLoanHistoryQueryOptions(errorMessage), enabled });
