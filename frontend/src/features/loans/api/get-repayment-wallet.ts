import { queryOptions, useQuery } from "@tanstack/react-query";
import { NOT_CONFIGURED, REPAYMENT_WALLET } from "@/config/constants";
import { apiRequest } from "@/lib/api-client";

/** Where a manual repayment is sent: the address and the network it lives on. */
export type RepaymentWallet = { address: string; network: string };

/** GET /api/config/wallets → repayment, repaymentNetwork (the build's address when the server does not answer). */
export async function getRepaymentWallet(): Promise<RepaymentWallet> {
  try {
    const data = await apiRequest<{ repayment?: string; repaymentNetwork?: string }>("/api/config/wallets", { auth: false });
    return { address: data?.repayment || REPAYMENT_WALLET, network: data?.repaymentNetwork ?? "" };
  } catch {
    return { address: REPAYMENT_WALLET, network: "" };
  }
}

export const repaymentWalletQueryOptions = () =>
  queryOptions({ queryKey: ["config", "wallets", "repayment"], queryFn: getRepaymentWallet, staleTime: Number.POSITIVE_INFINITY });

export function useRepaymentWallet() {
  const query = useQuery(repaymentWalletQueryOptions());
  const wallet = query.data ?? { address: "", network: "" };
  return { ...wallet, isPending: query.isPending, configured: !!wallet.address && wallet.address !== NOT_CONFIGURED };
}
