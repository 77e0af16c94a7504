import { useWalletAddresses } from "@/lib/queries/wallet-addresses";
import { CopyButton } from "@/components/copy-button";
import { NOT_CONFIGURED } from "@/config/constants";

export function DepositAddress({ network }: { network: string }) {
  const wallets = useWalletAddresses();
  const address = wallets.deposit[network] ?? NOT_CONFIGURED;
  return (
    <div className="address-box">
      <p className="muted small">Send USDT on {network} to:</p>
      <p className="address">
        <code>{address}</code>
        {wallets.configured(address) ? <CopyButton text={address} successMessage="Wallet address copied!" label="Copy Address" /> : null}
      </p>
    </div>
  );
}
