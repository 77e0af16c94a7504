import type { WithdrawalRequest } from "@app/contracts";
import { profileQueryOptions } from "@/lib/queries/profile";
import { postWithKey } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";
import { myWithdrawalsKey } from "./get-my-withdrawals";

/** POST /api/withdrawals. */
export const createWithdrawal = postWithKey<WithdrawalRequest>("/api/withdrawals");

export function useCreateWithdrawal() {
  return useMoneyMutation({
    mutationFn: createWithdrawal,
    errorMessage: "Request failed",
    invalidates: [myWithdrawalsKey, profileQueryOptions().queryKey],
  });
}
