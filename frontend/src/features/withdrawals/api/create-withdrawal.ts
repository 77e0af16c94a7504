import type { WithdrawalRequest } from "@app/contracts";
import { profileQueryOptions } from "@/lib/queries/profile";
import { apiRequest } from "@/lib/api-client";
import { useMoneyMutation } from "@/lib/use-money-mutation";
import { myWithdrawalsKey } from "./get-my-withdrawals";

/** POST /api/withdrawals. */
export function createWithdrawal(input: WithdrawalRequest, idempotencyKey?: string): Promise<unknown> {
  return apiRequest("/api/withdrawals", { method: "POST", body: input, idempotencyKey });
}

export function useCreateWithdrawal() {
  return useMoneyMutation({
    mutationFn: createWithdrawal,
    errorMessage: "Request failed",
    invalidates: [myWithdrawalsKey, profileQueryOptions().queryKey],
  });
}
