import { useQuery } from "@tanstack/react-query";
import { NOT_CONFIGURED } from "@/config/constants";
import { walletAddressesQueryOptions } from "@/lib/queries/wallet-addresses";

/** Where a manual repayment is sent: the address and the network it lives on. */
export type RepaymentWallet = { address: string; network: string };

/** The repayment wallet from the platform's wallets (GET /api/config/wallets, one key: lib/queries/wallet-addresses.ts). */
export function useRepaymentWallet() {
  const query = useQuery({
    ...walletAddressesQueryOptions(),
    select: (wallets): RepaymentWallet => ({ address: wallets.repayment, network: wallets.repaymentNetwork ?? "" }),
  });
  const wallet = query.data ?? { address: "", network: "" };
  return { ...wallet, isPending: query.isPending, configured: !!wallet.address && wallet.address !== NOT_CONFIGURED };
}
