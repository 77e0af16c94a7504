import { queryOptions, useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-client";

export type PaidWallets = { wallets: string[]; newWalletHoldHours: number };

/** GET /api/user/paid-wallets → wallets already paid to, and how long a payout to a new one is held. Quiet on failure. */
export async function getPaidWallets(): Promise<PaidWallets | null> {
  try {
    const data = await apiRequest<Partial<PaidWallets>>("/api/user/paid-wallets");
    return { wallets: data?.wallets ?? [], newWalletHoldHours: Number(data?.newWalletHoldHours ?? 0) };
  } catch {
    return null;
  }
}

export const paidWalletsQueryOptions = () => queryOptions({ queryKey: ["user", "paid-wallets"], queryFn: getPaidWallets });

export function usePaidWallets() {
  return useQuery(paidWalletsQueryOptions());
}
