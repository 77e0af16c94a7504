import { INVALID_ADDRESS_MESSAGES, walletAddressProblem } from "@app/contracts";
import type { ChangeEvent, FocusEvent, InputHTMLAttributes, SelectHTMLAttributes } from "react";
import { guessWithdrawalNetwork, type WithdrawalNetwork, withdrawalNetworkOptions } from "@/lib/network-names";
import { Field, SelectField } from "./field";

type WalletFieldsProps = {
  /** Makes the network select's id unique on the page. */
  idPrefix: string;
  /** The form's `register("wallet")` and `register("network")`. */
  wallet: InputHTMLAttributes<HTMLInputElement>;
  network: SelectHTMLAttributes<HTMLSelectElement>;
  walletError?: string;
  networkError?: string;
  /** Checks the address against the chosen network again (see useWalletRecheck): after a network change and when the address field is left. */
  recheck?: () => void;
  /** Sets the network the typed address's shape points to, when only one fits. */
  onGuessNetwork?: (network: WithdrawalNetwork) => void;
};

/** The slice of a react-hook-form form that the address check needs. */
export type WalletCheckForm = {
  getValues: () => { wallet?: unknown; network?: unknown };
  setError: (name: "wallet", error: { type: string; message: string }) => void;
  clearErrors: (name: "wallet") => void;
  errorOf: (name: "wallet") => string | undefined;
};

const addressMessages = new Set<string>(Object.values(INVALID_ADDRESS_MESSAGES));

/**
 * Checks the typed address against the chosen network with the contracts' rule (the same one
 * the request schema refines with), so choosing another network re-checks an address already
 * typed even while another field is still empty. Clears only its own message.
 */
export function useWalletRecheck(form: WalletCheckForm): () => void {
  return () => {
    const { wallet, network } = form.getValues();
    const address = typeof wallet === "string" ? wallet.trim() : "";
    if (!address || typeof network !== "string" || !network) return;
    const problem = walletAddressProblem(network, address);
    if (problem) form.setError("wallet", { type: "network", message: problem });
    else if (addressMessages.has(form.errorOf("wallet") ?? "")) form.clearErrors("wallet");
  };
}

/**
 * Where money is sent out (withdrawals, sell-backs, loans), as an exchange asks it: the USDT
 * network first, then the address; an address whose shape fits one network picks that network.
 */
export function WalletFields({ idPrefix, wallet, network, walletError, networkError, recheck, onGuessNetwork }: WalletFieldsProps) {
  // After the form's own handler (which may revalidate through the schema), so its answer does not overwrite the check.
  const onNetworkChange = async (event: ChangeEvent<HTMLSelectElement>) => {
    await network.onChange?.(event);
    recheck?.();
  };
  const onWalletBlur = async (event: FocusEvent<HTMLInputElement>) => {
    await wallet.onBlur?.(event);
    recheck?.();
  };
  const onWalletChange = async (event: ChangeEvent<HTMLInputElement>) => {
    await wallet.onChange?.(event);
    const guessed = guessWithdrawalNetwork(event.target.value);
    if (guessed) onGuessNetwork?.(guessed);
    if (walletError && addressMessages.has(walletError)) recheck?.();
  };
  return (
    <>
      <SelectField
        id={`${idPrefix}-network`}
        label="Network"
        placeholder="Select network"
        options={withdrawalNetworkOptions}
        error={networkError}
        {...network}
        onChange={onNetworkChange}
      />
      <Field
        label="Wallet Address"
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        hint="Paste it from your wallet: a TRON, BSC or Aptos address picks its network."
        error={walletError}
        {...wallet}
        onChange={onWalletChange}
        onBlur={onWalletBlur}
      />
    </>
  );
}
