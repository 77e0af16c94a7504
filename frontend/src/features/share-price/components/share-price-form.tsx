import { updateSharePriceRequest } from "@app/contracts/api/settings";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useUpdateSharePrice } from "../api/update-share-price";
import { useState } from "react";
import { ActionCodeField } from "@/components/action-code-field";
import { useActionCodeRequired } from "@/lib/queries/four-eyes";

/** Checked by the API's schema (`updateSharePriceRequest`). */
export function SharePriceForm() {
  const form = useSchemaForm(updateSharePriceRequest, { pricePerShare: "" }, "warning");
  const update = useUpdateSharePrice();
  const askCode = useActionCodeRequired();
  const [code, setCode] = useState("");

  const onSubmit = form.submit(({ pricePerShare }) =>
    update.mutate(
      { pricePerShare: Number(pricePerShare), ...(askCode ? { code } : {}) },
      {
        onSuccess: () => {
          setCode("");
          toast.success("Share price updated!");
          form.clear();
        },
        onHeld: () => form.clear(),
      },
    ),
  );

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Share price form">
      <Field label="New Price per Share ($)" type="number" inputMode="decimal" step={1} min={0} {...form.field("pricePerShare")} />
      {askCode ? <ActionCodeField value={code} onChange={setCode} /> : null}
      <button type="submit" className="btn btn-primary" disabled={update.isPending}>
        {update.isPending ? "Updating..." : "Update Price"}
      </button>
    </form>
  );
}
