import { useEffect, useRef, useState } from "react";
import { useSharePrice } from "@/lib/queries/share-price";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/components/toast";
import { SHARE_STEP } from "@/config/constants";
import { parseAmount } from "@/domain/cents";
import { formatShares, formatUsd } from "@/lib/format";
import { useUpdateUserShares } from "../api/update-user-shares";

/** Inline Edit of a user's shares with Save and Cancel; Save asks first, naming the change and its value. */
export function ShareEditor({ id, name, shares, onDone }: { id: string; name: string; shares: number; onDone: () => void }) {
  const [value, setValue] = useState(String(shares));
  const [asked, setAsked] = useState<number | null>(null);
  const update = useUpdateUserShares();
  const price = useSharePrice();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const save = () => {
    const parsed = parseAmount(value);
    if (parsed === null || parsed < 0) {
      toast.error("Enter a valid number of shares");
      return;
    }
    setAsked(parsed);
  };
  const confirm = () =>
    asked !== null &&
    update.mutate(
      { id, sharesOwned: asked },
      {
        onSuccess: () => {
          toast.success("Shares updated");
          setAsked(null);
          onDone();
        },
        onHeld: () => {
          setAsked(null);
          onDone();
        },
      },
    );
  const change = asked === null ? 0 : asked - shares;
  const signed = `${change > 0 ? "+" : ""}${formatShares(change)} share(s)`;
  const worth = price.data === undefined ? "" : `, worth ${formatUsd(Math.abs(change) * price.data)} at ${formatUsd(price.data)} a share`;
  return (
    <span className="inline-edit">
      <label className="sr-only" htmlFor={`shares-${id}`}>
        Shares for {name}
      </label>
      <input
        id={`shares-${id}`}
        type="number"
        min={0}
        step={SHARE_STEP}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        onKeyDown={(e) => e.key === "Escape" && onDone()}
        ref={input}
      />
      <button type="button" className="btn btn-small btn-success" onClick={save} disabled={update.isPending || asked !== null}>
        Save
      </button>
      <button type="button" className="btn btn-small" onClick={onDone}>
        Cancel
      </button>
      <ConfirmDialog
        open={asked !== null}
        title="Edit shares"
        message={`Set ${name}'s shares from ${formatShares(shares)} to ${formatShares(asked)} (${signed}${worth})?`}
        confirmLabel="Save shares"
        busy={update.isPending}
        onConfirm={confirm}
        onCancel={() => setAsked(null)}
      />
    </span>
  );
}
