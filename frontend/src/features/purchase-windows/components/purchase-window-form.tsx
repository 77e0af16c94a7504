import { purchaseWindowRequest } from "@app/contracts/api/purchase-windows";
import { Controller } from "react-hook-form";
import { z } from "zod";
import { DateField } from "@/components/date-field";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { useSchedulePurchaseWindow } from "../api/schedule-purchase-window";

/** The date fields give local wall time ("2026-12-01T09:00"); the API takes an instant. */
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

const thisYear = new Date().getFullYear();
/** A window is scheduled for the months ahead (last year too, for one open across New Year). */
const WINDOW_YEARS = { from: thisYear - 1, to: thisYear + 2 };

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
      {(["opensAt", "closesAt"] as const).map((name) => (
        <Controller
          key={name}
          control={form.control}
          name={name}
          render={({ field }) => (
            <DateField
              label={name === "opensAt" ? "Opens at (your local time)" : "Closes at (your local time)"}
              withTime
              years={WINDOW_YEARS}
              value={field.value}
              onChange={field.onChange}
              error={form.errorOf(name)}
            />
          )}
        />
      ))}
      <Field label="Note (optional)" maxLength={200} {...form.register("note")} error={form.errorOf("note")} />
      <button type="submit" className="btn btn-primary" disabled={schedule.isPending}>
        {schedule.isPending ? "Scheduling..." : "Schedule Window"}
      </button>
    </form>
  );
}
