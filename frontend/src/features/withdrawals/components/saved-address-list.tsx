import { toast } from "@/components/toast";
import { WalletAddress } from "@/components/wallet-address";
import { networkLabel } from "@/lib/network-names";
import { useDeleteSavedAddress, useSavedAddresses } from "../api/saved-addresses";

/** The investor's saved withdrawal addresses, each with its label, network and a Delete. Hidden while there are none. */
export function SavedAddressList() {
  const saved = useSavedAddresses();
  const remove = useDeleteSavedAddress();
  const addresses = saved.data ?? [];
  if (addresses.length === 0) return null;
  return (
    <section className="card saved-addresses" aria-labelledby="saved-addresses-title">
      <h2 id="saved-addresses-title">Saved addresses</h2>
      <ul className="saved-address-list">
        {addresses.map((a) => (
          <li key={a.id}>
            <div>
              <strong>{a.label}</strong>
              <span className="muted"> · {networkLabel(a.network)}</span>
              <br />
              <WalletAddress address={a.wallet} />
            </div>
            <button
              type="button"
              className="btn btn-secondary"
              aria-label={`Delete saved address ${a.label}`}
              disabled={remove.isPending}
              onClick={() => remove.mutate(a.id, { onSuccess: (answer) => toast.success(answer.message) })}
            >
              Delete
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
