import { postWithKey } from "@/lib/api-client";
import { isHeldForApproval } from "@/lib/held-for-approval";
import { useMoneyMutation } from "@/lib/use-money-mutation";
import type { LoanRequestInput } from "../loan-request-schema";
import { loanLimitsQueryOptions } from "./get-loan-limits";
import { loanSummaryQueryOptions } from "./get-loan-summary";

/** POST /api/loans/request: the percentage of capital, the payout wallet and network, the code when enrolled. */
export const requestLoan = postWithKey<LoanRequestInput>("/api/loans/request");

/**
 * `onSubmitted` runs before the loan reads refresh: the refreshed page hides the form (a pending
 * loan), and a per-call callback of an unmounted form would never run.
 */
export function useRequestLoan({ onSubmitted }: { onSubmitted?: () => void } = {}) {
  return useMoneyMutation({
    mutationFn: requestLoan,
    errorMessage: "Failed to submit loan request",
    onSuccess: (data) => {
      if (!isHeldForApproval(data)) onSubmitted?.();
    },
    invalidates: [loanSummaryQueryOptions().queryKey, loanLimitsQueryOptions().queryKey],
  });
}
