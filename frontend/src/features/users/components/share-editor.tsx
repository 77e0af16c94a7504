import { SHARES_UPDATED } from "@app/contracts/messages";
import { updateUserSharesRequest } from "@app/contracts/api/admin-users";
import { money, toCents } from "@app/contracts/money";
import { SHARE_STEP } from "@app/contracts/constants";
import { useEffect, useState } from "react";
import { useSharePrice } from "@/lib/queries/share-price";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { toast } from "@/components/toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { formatShares, formatUsd } from "@/lib/format";
import { useUpdateUserShares } from "../api/update-user-shares";
import { ActionCodeField } from "@/components/action-code-field";
import { useActionCodeRequired } from "@/lib/queries/four-eyes";

/** Inline Edit of a user's shares with Save and Cancel; Save asks first, naming the change and its value. */
export function ShareEditor({ id, name, shares, onDone }: { id: string; name: string; shares: number; onDone: () => void }) {
  const form = useSchemaForm(updateUserSharesRequest, { sharesOwned: String(shares) });
  const [asked, setAsked] = useState<string | null>(null);
  const update = useUpdateUserShares();
  const askCode = useActionCodeRequired(asked !== null);
  const [code, setCode] = useState("");
  const price = useSharePrice();
  const { setFocus } = form;
  useEffect(() => setFocus("sharesOwned"), [setFocus]);
  /** The API's own check (`updateUserSharesRequest`: a number in steps of 0.5), then the confirmation. */
  const save = form.submit(({ sharesOwned }) => setAsked(sharesOwned));
  const error = form.errorOf("sharesOwned");
  const confirm = () =>
    asked !== null &&
    update.mutate(
      { id, sharesOwned: asked, ...(askCode ? { code } : {}) },
      {
        onSuccess: () => {
          toast.success(SHARES_UPDATED);
          setAsked(null);
          onDone();
        },
        onHeld: () => {
          setAsked(null);
          onDone();
        },
      },
    );
  const change = asked === null ? 0 : money(asked).minus(shares).toNumber();
  const signed = `${change > 0 ? "+" : ""}${formatShares(change)} share(s)`;
  const worth =
    price.data === undefined
      ? ""
      : `, worth ${formatUsd(toCents(money(change).abs().times(price.data)))} at ${formatUsd(price.data)} a share`;
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
        {...form.register("sharesOwned")}
        aria-invalid={error ? true : undefined}
        title={error}
        onKeyDown={(e) => e.key === "Escape" && onDone()}
      />
      <button type="button" className="btn btn-small btn-success" onClick={() => save()} disabled={update.isPending || asked !== null}>
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
      >
        {askCode ? <ActionCodeField value={code} onChange={setCode} /> : null}
      </ConfirmDialog>
    </span>
  );
}
