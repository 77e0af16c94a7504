import { withdrawalNetworks } from "@app/contracts/constants";
import type { InputHTMLAttributes, SelectHTMLAttributes } from "react";
import { Field, SelectField } from "./field";

type WalletFieldsProps = {
  /** Makes the network select's id unique on the page. */
  idPrefix: string;
  /** The form's `register("wallet")` and `register("network")`. */
  wallet: InputHTMLAttributes<HTMLInputElement>;
  network: SelectHTMLAttributes<HTMLSelectElement>;
  walletError?: string;
  networkError?: string;
};

/** Where money is sent out (withdrawals, sell-backs): the wallet address and its USDT network. */
export function WalletFields({ idPrefix, wallet, network, walletError, networkError }: WalletFieldsProps) {
  return (
    <>
      <Field label="Wallet Address" autoComplete="off" error={walletError} {...wallet} />
      <SelectField
        id={`${idPrefix}-network`}
        label="Network"
        placeholder="Select network"
        options={withdrawalNetworks}
        error={networkError}
        {...network}
      />
    </>
  );
}
