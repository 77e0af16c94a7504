import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";
import { toNumber } from "@/lib/format";

import type { LoanLimits } from "@app/contracts/api/loans";

export type { LoanLimits };

/** GET /api/loans/limits → investmentCapital, minLoan, maxLoan, sharesHeldBySellBack. */
export async function getLoanLimits(): Promise<LoanLimits> {
  const data = await apiRequest<Partial<Record<keyof LoanLimits, unknown>>>("/api/loans/limits");
  return {
    investmentCapital: toNumber(data?.investmentCapital),
    minLoan: toNumber(data?.minLoan),
    maxLoan: toNumber(data?.maxLoan),
    sharesHeldBySellBack: toNumber(data?.sharesHeldBySellBack),
  };
}

export const loanLimitsQueryOptions = () =>
  queryOptions({ queryKey: ["loans", "limits"], queryFn: getLoanLimits, meta: { errorMessage: "Failed to load loan information" } });

export function useLoanLimits(enabled = true) {
  return useQuery({ ...loanLimitsQueryOptions(), enabled });
}
