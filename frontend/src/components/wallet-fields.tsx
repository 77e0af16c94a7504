import { withdrawalNetworks } from "@/config/constants";
import { Field } from "./field";

type WalletFieldsProps = {
  /** Makes the network select's id unique on the page. */
  idPrefix: string;
  wallet: string;
  network: string;
  onChange: (change: { wallet?: string; network?: string }) => void;
};

/** Where money is sent out (withdrawals, sell-backs): the wallet address and its USDT network. */
export function WalletFields({ idPrefix, wallet, network, onChange }: WalletFieldsProps) {
  return (
    <>
      <Field label="Wallet Address" autoComplete="off" value={wallet} onChange={(e) => onChange({ wallet: e.target.value })} />
      <div className="field">
        <label htmlFor={`${idPrefix}-network`}>Network</label>
        <select id={`${idPrefix}-network`} value={network} onChange={(e) => onChange({ network: e.target.value })}>
          <option value="">Select network</option>
          {withdrawalNetworks.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}
