import { type PurchaseNetwork, purchaseNetworkDetails } from "@app/contracts/constants";
import { PaymentBox } from "@/components/payment-box";
import { chainOfNetwork } from "@app/contracts/wallet-address";
import { useChainSettings, useWalletAddresses } from "@/lib/queries/wallet-addresses";

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
    >
      <ChainCheckNote network={network} />
    </PaymentBox>
  );
}

/** Whether the network checks the payment itself (issue 34): with the transaction id it is verified on chain. */
function ChainCheckNote({ network }: { network: PurchaseNetwork }) {
  const settings = useChainSettings();
  const key = chainOfNetwork(network);
  const known = key ? settings[key] : undefined;
  if (!known) return null;
  return (
    <p className="muted small" data-testid="chain-check-note">
      {known.checked
        ? `We check this payment on the network: give its transaction id and it is verified after ${known.confirmations} confirmation(s).`
        : "Not checked on chain: an admin reviews your proof of payment."}
    </p>
  );
}
