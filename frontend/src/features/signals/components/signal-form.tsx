import { useState } from "react";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import { signalRisks } from "@/config/constants";
import { validateSignal } from "@/domain/form-rules";
import { type NewSignal, useCreateSignal } from "../api/create-signal";

const empty: NewSignal = { title: "", content: "", entry: "", target: "", stopLoss: "", leverage: "", risk: "Low" };

export function SignalForm() {
  const [form, setForm] = useState(empty);
  const create = useCreateSignal();
  const set = (key: keyof NewSignal) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setForm({ ...form, [key]: e.target.value });

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const problem = validateSignal(form);
    if (problem) {
      toast.warning(problem);
      return;
    }
    create.mutate(form, {
      onSuccess: () => {
        toast.success("Signal created");
        setForm(empty);
      },
    });
  };

  return (
    <form className="form card" onSubmit={onSubmit} noValidate aria-label="Create signal form">
      <h2>Publish a signal</h2>
      <Field label="Title" value={form.title} onChange={set("title")} />
      <div className="field">
        <label htmlFor="signal-content">Notes</label>
        <textarea id="signal-content" rows={3} value={form.content} onChange={set("content")} />
      </div>
      <div className="form-grid">
        <Field label="Entry" value={form.entry} onChange={set("entry")} />
        <Field label="Target" value={form.target} onChange={set("target")} />
        <Field label="Stop Loss" value={form.stopLoss} onChange={set("stopLoss")} />
        <Field label="Leverage" value={form.leverage} onChange={set("leverage")} />
      </div>
      <div className="field">
        <label htmlFor="signal-risk">Risk</label>
        <select id="signal-risk" value={form.risk} onChange={set("risk")}>
          {signalRisks.map((risk) => (
            <option key={risk} value={risk}>
              {risk}
            </option>
          ))}
        </select>
      </div>
      <button type="submit" className="btn btn-primary" disabled={create.isPending}>
        {create.isPending ? "Publishing..." : "Publish Signal"}
      </button>
    </form>
  );
}
