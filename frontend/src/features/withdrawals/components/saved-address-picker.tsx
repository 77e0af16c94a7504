import type { ChangeEvent } from "react";
import { SelectField } from "@/components/field";
import { ADDRESS_END_LENGTH } from "@/components/wallet-address";
import { networkLabel, type WithdrawalNetwork } from "@/lib/network-names";
import { useSavedAddresses } from "../api/saved-addresses";

const short = (wallet: string) =>
  wallet.length > ADDRESS_END_LENGTH * 2 + 1 ? `${wallet.slice(0, ADDRESS_END_LENGTH)}…${wallet.slice(-ADDRESS_END_LENGTH)}` : wallet;

type Props = {
  /** The address and network the form holds now: the saved one they match is shown as chosen. */
  wallet: string;
  network: string;
  /** Fills the form's network and address with the chosen saved address. */
  onPick: (address: { wallet: string; network: WithdrawalNetwork }) => void;
};

/**
 * A saved address to pick instead of pasting one (shown once the investor has saved any). It
 * only fills the form: the review still names the network and the address, and a wallet never
 * paid to still waits out the new-wallet hold.
 */
export function SavedAddressPicker({ wallet, network, onPick }: Props) {
  const saved = useSavedAddresses();
  const addresses = saved.data ?? [];
  if (addresses.length === 0) return null;
  const chosen = addresses.find((a) => a.wallet === wallet.trim() && a.network === network);
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const address = addresses.find((a) => a.id === event.target.value);
    if (address) onPick({ wallet: address.wallet, network: address.network as WithdrawalNetwork });
  };
  return (
    <SelectField
      id="withdraw-saved-address"
      label="Saved address"
      placeholder="A new address (type it below)"
      options={addresses.map((a) => ({ value: a.id, label: `${a.label} · ${networkLabel(a.network)} · ${short(a.wallet)}` }))}
      value={chosen?.id ?? ""}
      onChange={onChange}
      hint="Pick one to fill in the network and the address."
    />
  );
}
