import { createSignalRequest } from "@app/contracts/api/content";
import { signalRisks } from "@app/contracts/constants";
import { Field, SelectField, TextAreaField } from "@/components/field";
import { toast } from "@/components/toast";
import { useSchemaForm } from "@/lib/use-schema-form";
import { type NewSignal, useCreateSignal } from "../api/create-signal";

const empty: NewSignal = { title: "", content: "", entry: "", target: "", stopLoss: "", leverage: "", risk: "Low" };

/** Checked by the API's schema (`createSignalRequest`); a refused submit warns, as the spec says. */
export function SignalForm() {
  const form = useSchemaForm(createSignalRequest, empty, "warning");
  const create = useCreateSignal();

  const onSubmit = form.submit(() =>
    create.mutate(form.getValues() as NewSignal, {
      onSuccess: () => {
        toast.success("Signal created");
        form.clear();
      },
    }),
  );

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Create signal form">
      <h2>Publish a signal</h2>
      <Field label="Title" {...form.register("title")} error={form.errorOf("title")} />
      <TextAreaField id="signal-content" label="Notes" rows={3} {...form.register("content")} error={form.errorOf("content")} />
      <div className="form-grid">
        <Field label="Entry" {...form.register("entry")} error={form.errorOf("entry")} />
        <Field label="Target" {...form.register("target")} error={form.errorOf("target")} />
        <Field label="Stop Loss" {...form.register("stopLoss")} error={form.errorOf("stopLoss")} />
        <Field label="Leverage" {...form.register("leverage")} error={form.errorOf("leverage")} />
      </div>
      <SelectField id="signal-risk" label="Risk" options={signalRisks} {...form.register("risk")} error={form.errorOf("risk")} />
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        {create.isPending ? "Publishing..." : "Publish Signal"}
      </button>
    </form>
  );
}
