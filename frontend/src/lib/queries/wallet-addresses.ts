import { queryOptions, useQuery } from "@tanstack/react-query";
import { depositAddresses, NOT_CONFIGURED, REPAYMENT_WALLET } from "@/config/constants";
import { apiRequest } from "@/lib/api-client";

/** Per network (BEP20, TRC20, APTOS): checked on chain, and the confirmations a payment needs. */
export type ChainSettings = Record<string, { checked: boolean; confirmations: number } | undefined>;
export type WalletAddresses = { deposit: Record<string, string>; repayment: string; repaymentNetwork?: string; chain?: ChainSettings };

const fromBuild: WalletAddresses = { deposit: depositAddresses, repayment: REPAYMENT_WALLET };

/**
 * GET /api/config/wallets → { deposit: { [network]: address }, repayment, repaymentNetwork } when the server
 * publishes its configured wallets; otherwise the build-time VITE_ values. Never toasts.
 */
export async function getWalletAddresses(): Promise<WalletAddresses> {
  try {
    const data = await apiRequest<Partial<WalletAddresses>>("/api/config/wallets", { auth: false });
    return {
      deposit: { ...fromBuild.deposit, ...(data?.deposit ?? {}) },
      repayment: data?.repayment || fromBuild.repayment,
      repaymentNetwork: data?.repaymentNetwork ?? "",
      chain: data?.chain ?? {},
    };
  } catch {
    return fromBuild;
  }
}

export const walletAddressesQueryOptions = () =>
  queryOptions({ queryKey: ["config", "wallets"], queryFn: getWalletAddresses, staleTime: Number.POSITIVE_INFINITY });

export function useWalletAddresses(): WalletAddresses & { configured: (address: string) => boolean } {
  const query = useQuery(walletAddressesQueryOptions());
  return { ...(query.data ?? fromBuild), configured: (address) => !!address && address !== NOT_CONFIGURED };
}

/** Which networks are checked on chain and the confirmations each asks ({} until known). */
export function useChainSettings(): ChainSettings {
  return useQuery(walletAddressesQueryOptions()).data?.chain ?? {};
}
