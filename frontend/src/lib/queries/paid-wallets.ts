import type { PaidWalletsResponse as PaidWallets } from "@app/contracts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export type { PaidWallets };

/** GET /api/user/paid-wallets: the addresses this investor was already paid to, and the hold a new one gets (no toast: the review step only leaves its hold line out). */
export const paidWalletsQueryOptions = () =>
  queryOptions({
    queryKey: ["user", "paid-wallets"],
    queryFn: async (): Promise<PaidWallets> => {
      const data = await apiRequest<Partial<PaidWallets>>("/api/user/paid-wallets");
      return { wallets: data?.wallets ?? [], newWalletHoldHours: data?.newWalletHoldHours ?? 0 };
    },
  });

export function usePaidWallets() {
  return useQuery(paidWalletsQueryOptions());
}

/** The hours a payout to `wallet` waits before an admin may pay it (a wallet never paid to), or null when it does not wait. */
export function newWalletHoldHours(paid: PaidWallets | undefined, wallet: string): number | null {
  if (!paid || paid.newWalletHoldHours <= 0) return null;
  return paid.wallets.includes(wallet.trim()) ? null : paid.newWalletHoldHours;
}
