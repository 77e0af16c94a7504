import { type PurchaseNetwork, purchaseNetworkDetails } from "@app/contracts/constants";
import { PaymentBox } from "@/components/payment-box";
import { useWalletAddresses } from "@/lib/queries/wallet-addresses";

/** 'Send exactly 150.00 USDT on BEP20 (BSC)': the amount and the deposit address to copy or scan. */
export function PaymentInstructions({ network, amount }: { network: PurchaseNetwork; amount: string }) {
  const wallets = useWalletAddresses();
  const { chain } = purchaseNetworkDetails[network];
  const address = wallets.deposit[network] ?? "";
  return (
    <PaymentBox
      chain={chain}
      amount={amount}
      address={address}
      configured={wallets.configured(address)}
      notConfigured={`The ${chain} deposit address is not set up yet. Choose another network, or contact support before paying.`}
    />
  );
}
