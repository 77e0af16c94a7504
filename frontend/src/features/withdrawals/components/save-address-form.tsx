import { SAVED_ADDRESS_LABEL_REQUIRED } from "@app/contracts/api/saved-addresses";
import { type FormEvent, useState } from "react";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { useSaveAddress, useSavedAddresses } from "../api/saved-addresses";

/**
 * After a withdrawal: keep its address under a label for next time (unless it is saved already).
 * Saving trusts nothing: the next payout to a wallet never paid to is still held.
 */
export function SaveAddressForm({ wallet, network }: { wallet: string; network: string }) {
  const saved = useSavedAddresses();
  const save = useSaveAddress();
  const [label, setLabel] = useState("");
  const [error, setError] = useState<string | undefined>();
  const already = saved.data?.find((a) => a.wallet === wallet && a.network === network);
  if (!saved.isSuccess) return null;
  if (already) return <p className="muted">This address is saved as “{already.label}”.</p>;
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!label.trim()) return setError(SAVED_ADDRESS_LABEL_REQUIRED);
    setError(undefined);
    save.mutate({ label: label.trim(), wallet, network: network as never }, { onSuccess: (answer) => toast.success(answer.message) });
  };
  return (
    <form className="save-address" onSubmit={onSubmit} noValidate aria-label="Save this address">
      <Field
        id="save-address-label"
        label="Save this address as"
        placeholder="e.g. My Binance"
        maxLength={40}
        value={label}
        onChange={(event) => setLabel(event.target.value)}
        error={error}
      />
      <button type="submit" className="btn btn-secondary" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save address"}
      </button>
    </form>
  );
}
