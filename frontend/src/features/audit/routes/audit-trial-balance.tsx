import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { DateField } from "@/components/date-field";
import { Field } from "@/components/field";
import { Loader } from "@/components/loader";
import { toast } from "@/components/toast";
import { formatDateTime } from "@/lib/format";
import { trialBalanceQueryString, useTrialBalance } from "../api/get-trial-balance";
import { AuditPage } from "../components/audit-page";
import { AUDIT_YEARS } from "../components/journal-filters-form";
import { DownloadCsvButton } from "../components/download-csv-button";
import { TrialBalanceTable } from "../components/trial-balance-table";

/** /audit/trial-balance: now, or as of a date (end of day, UTC) and/or a global position. */
export default function AuditTrialBalanceRoute() {
  const [params, setParams] = useSearchParams();
  const point = { asOf: params.get("asOf") ?? "", position: params.get("position") ?? "" };
  const [draft, setDraft] = useState(point);
  const trialBalance = useTrialBalance(point);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (draft.position.trim() && !/^\d+$/.test(draft.position.trim())) {
      toast.error("Position must be a whole number.");
      return;
    }
    const next: Record<string, string> = {};
    if (draft.asOf) next.asOf = draft.asOf;
    if (draft.position.trim()) next.position = draft.position.trim();
    setParams(next);
  };
  const data = trialBalance.data;
  return (
    <AuditPage title="Trial balance">
      <form className="toolbar" onSubmit={apply} noValidate aria-label="Trial balance point">
        <DateField label="As of" value={draft.asOf} onChange={(asOf) => setDraft((d) => ({ ...d, asOf }))} years={AUDIT_YEARS} />
        <Field
          label="Position"
          inputMode="numeric"
          placeholder="latest"
          value={draft.position}
          onChange={(e) => setDraft((d) => ({ ...d, position: e.target.value }))}
        />
        <button type="submit" className="btn btn-primary">
          Show
        </button>
        <DownloadCsvButton path={`/api/audit/trial-balance.csv${trialBalanceQueryString(point)}`} filename="trial-balance.csv" />
      </form>
      {trialBalance.isPending ? (
        <Loader />
      ) : !data ? (
        <p className="empty">The trial balance could not be loaded.</p>
      ) : (
        <section className="card" aria-labelledby="trial-balance-point">
          <h2 id="trial-balance-point" className="small">
            {data.asOf || data.position
              ? `As of ${data.asOf ? formatDateTime(data.asOf) : "now"}${data.position ? `, position ${data.position}` : ""}`
              : "At the current position"}
          </h2>
          <TrialBalanceTable trialBalance={data} />
        </section>
      )}
    </AuditPage>
  );
}
