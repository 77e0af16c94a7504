import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

/** The money held by the investor's pending withdrawals: a request or a cancel changes it. */
export const withdrawalHoldKey = ["withdrawals", "hold"] as const;

/** GET /api/user/dashboard → user.withdrawalHold (the ledger's hold account for this investor). */
export const withdrawalHoldQueryOptions = () =>
  queryOptions({
    queryKey: withdrawalHoldKey,
    queryFn: async () => {
      const data = await apiRequest<{ user?: { withdrawalHold?: number }; withdrawalHold?: number }>("/api/user/dashboard");
      return data?.user?.withdrawalHold ?? data?.withdrawalHold ?? 0;
    },
  });

export function useWithdrawalHold() {
  return useQuery(withdrawalHoldQueryOptions());
}
