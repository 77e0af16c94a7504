import { type PurchaseNetwork, purchaseNetworkDetails } from "@app/contracts/constants";
import { CopyButton } from "@/components/copy-button";
import { QrCode } from "@/components/qr-code";
import { chainOfNetwork } from "@app/contracts/wallet-address";
import { useChainSettings, useWalletAddresses } from "@/lib/queries/wallet-addresses";

/** 'Send exactly 150.00 USDT on BEP20 (BSC)': the amount and the deposit address to copy or scan. */
export function PaymentInstructions({ network, amount }: { network: PurchaseNetwork; amount: string }) {
  const wallets = useWalletAddresses();
  const { chain } = purchaseNetworkDetails[network];
  const address = wallets.deposit[network] ?? "";
  const configured = wallets.configured(address);
  return (
    <div className="payment-box">
      <p className="payment-line">
        Send exactly <strong className="payment-amount">{amount} USDT</strong> on <strong>{chain}</strong>
      </p>
      <div className="copy-row">
        <span className="copy-label">Amount</span>
        <code className="copy-value">{amount}</code>
        <CopyButton text={amount} successMessage="Amount copied!" label="Copy amount" className="btn btn-secondary" />
      </div>
      {configured ? (
        <>
          <div className="copy-row">
            <span className="copy-label">To address</span>
            <code className="copy-value address">{address}</code>
            <CopyButton text={address} successMessage="Wallet address copied!" label="Copy address" className="btn btn-secondary" />
          </div>
          <div className="qr-wrap">
            <QrCode text={address} label={`QR code of the ${chain} address`} />
            <p className="muted small">Scan with your wallet app to fill in the address.</p>
          </div>
        </>
      ) : (
        <p className="alert alert-danger" role="alert">
          The {chain} deposit address is not set up yet. Choose another network, or contact support before paying.
        </p>
      )}
      <p className="network-warning" role="note">
        <strong>Send only USDT on {chain}.</strong> Money sent on another network, or in another coin, is lost and cannot be recovered.
      </p>
      <ChainCheckNote network={network} />
    </div>
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
