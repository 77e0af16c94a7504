import { purchaseWindowRequest } from "@app/contracts/api/purchase-windows";
import { z } from "zod";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useSchedulePurchaseWindow } from "../api/schedule-purchase-window";

/** `<input type="datetime-local">` gives local wall time; the API takes an instant. */
const toInstant = (local: string) => {
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? local : date.toISOString();
};

/** The form's local times become instants, then the API's own schema (`purchaseWindowRequest`) decides. */
const purchaseWindowForm = z
  .object({ opensAt: z.string(), closesAt: z.string(), note: z.string() })
  .transform(({ opensAt, closesAt, note }) => ({
    opensAt: toInstant(opensAt),
    closesAt: toInstant(closesAt),
    ...(note.trim() ? { note } : {}),
  }))
  .pipe(purchaseWindowRequest);

/** Schedules a window; a refused one warns with the schema's message and marks its field. */
export function PurchaseWindowForm() {
  const form = useSchemaForm(purchaseWindowForm, { opensAt: "", closesAt: "", note: "" }, "warning");
  const schedule = useSchedulePurchaseWindow();

  const onSubmit = form.submit((window) =>
    schedule.mutate(window, {
      onSuccess: () => {
        toast.success("Purchase window scheduled");
        form.clear();
      },
    }),
  );

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Schedule a purchase window">
      <Field label="Opens at (your local time)" type="datetime-local" {...form.register("opensAt")} error={form.errorOf("opensAt")} />
      <Field label="Closes at (your local time)" type="datetime-local" {...form.register("closesAt")} error={form.errorOf("closesAt")} />
      <Field label="Note (optional)" maxLength={200} {...form.register("note")} error={form.errorOf("note")} />
      <button type="submit" className="btn btn-primary" disabled={schedule.isPending}>
        {schedule.isPending ? "Scheduling..." : "Schedule Window"}
      </button>
    </form>
  );
}
