import { updateSharePriceRequest } from "@app/contracts/api/settings";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useUpdateSharePrice } from "../api/update-share-price";

/** Checked by the API's schema (`updateSharePriceRequest`). */
export function SharePriceForm() {
  const form = useSchemaForm(updateSharePriceRequest, { pricePerShare: "" }, "warning");
  const update = useUpdateSharePrice();

  const onSubmit = form.submit(({ pricePerShare }) =>
    update.mutate(Number(pricePerShare), {
      onSuccess: () => {
        toast.success("Share price updated!");
        form.clear();
      },
      onHeld: () => form.clear(),
    }),
  );

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Share price form">
      <Field label="New Price per Share ($)" type="number" inputMode="decimal" step={1} min={0} {...form.field("pricePerShare")} />
      <button type="submit" className="btn btn-primary" disabled={update.isPending}>
        {update.isPending ? "Updating..." : "Update Price"}
      </button>
    </form>
  );
}
