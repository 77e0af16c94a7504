import { type FormEvent, useState } from "react";
import { DateField } from "@/components/date-field";
import { Field } from "@/components/field";
import { toast } from "@/components/toast";
import type { JournalFilters } from "../api/get-journal";
import type { AuditAccount } from "../api/types";
import { AccountPicker } from "./account-picker";

/** The years the audit's date filters offer: none of the ledger lies in the future. */
export const AUDIT_YEARS = { from: 2020, to: new Date().getFullYear() };

type JournalFiltersFormProps = {
  value: JournalFilters;
  /** The filtered account's readable name ("Ada Obi · profit"), when one is filtered. */
  accountName: string;
  onApply: (filters: JournalFilters, picked?: AuditAccount) => void;
};

/**
 * Account (picked from a searchable list: picking opens its journal), event type and a date
 * range; applied on submit so typing does not fire a query per key. The route keys it by the applied filters, so a back/forward navigation resets the draft.
 */
export function JournalFiltersForm({ value, accountName, onApply }: JournalFiltersFormProps) {
  const [draft, setDraft] = useState(value);
  const set = (key: keyof JournalFilters) => (event: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: event.target.value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.from && draft.to && draft.from > draft.to) {
      toast.error("The 'from' date must not be after the 'to' date.");
      return;
    }
    onApply(draft);
  };
  const clear = () => {
    const empty = { account: "", eventType: "", from: "", to: "" };
    setDraft(empty);
    onApply(empty);
  };
  return (
    <form className="form-grid card" onSubmit={submit} noValidate aria-label="Journal filters">
      <AccountPicker
        selectedName={value.account ? accountName : ""}
        onPick={(account) => onApply({ ...draft, account: account.account }, account)}
      />
      <Field label="Event type" placeholder="e.g. ProfitCredited" value={draft.eventType} onChange={set("eventType")} />
      <DateField label="From" value={draft.from} onChange={(from) => setDraft((d) => ({ ...d, from }))} years={AUDIT_YEARS} />
      <DateField label="To" value={draft.to} onChange={(to) => setDraft((d) => ({ ...d, to }))} years={AUDIT_YEARS} />
      <div className="actions-row">
        <button type="submit" className="btn btn-primary">
          Apply filters
        </button>
        <button type="button" className="btn btn-secondary" onClick={clear}>
          Clear
        </button>
      </div>
    </form>
  );
}
