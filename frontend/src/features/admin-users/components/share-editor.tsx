import { useEffect, useRef, useState } from "react";
import { toast } from "@/components/toast";
import { SHARE_STEP } from "@/config/constants";
import { parseAmount } from "@/domain/cents";
import { useUpdateUserShares } from "../api/update-user-shares";

/** Inline Edit of a user's shares with Save and Cancel. */
export function ShareEditor({ id, name, shares, onDone }: { id: string; name: string; shares: number; onDone: () => void }) {
  const [value, setValue] = useState(String(shares));
  const update = useUpdateUserShares();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  const save = () => {
    const parsed = parseAmount(value);
    if (parsed === null || parsed < 0) {
      toast.error("Enter a valid number of shares");
      return;
    }
    update.mutate(
      { id, sharesOwned: parsed },
      {
        onSuccess: () => {
          toast.success("Shares updated");
          onDone();
        },
      },
    );
  };
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
      <button type="button" className="btn btn-small btn-success" onClick={save} disabled={update.isPending}>
        Save
      </button>
      <button type="button" className="btn btn-small" onClick={onDone}>
        Cancel
      </button>
    </span>
  );
}
