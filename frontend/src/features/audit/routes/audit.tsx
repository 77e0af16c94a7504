import { type FormEvent, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Field } from "@/components/field";
import { Loader } from "@/components/loader";
import { useAuditInvestors } from "../api/get-audit-investors";
import { AuditPage } from "../components/audit-page";
import { InvestorResults } from "../components/investor-results";

/** /audit: find an investor (name, email or id) to open their event stream. */
export default function AuditRoute() {
  const [params, setParams] = useSearchParams();
  const search = params.get("search") ?? "";
  const [draft, setDraft] = useState(search);
  const investors = useAuditInvestors(search);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(draft.trim() ? { search: draft.trim() } : {});
  };
  return (
    <AuditPage title="Audit">
      <form className="toolbar" onSubmit={submit} aria-label="Search investors">
        <Field label="Search investors by name, email or ID" type="search" value={draft} onChange={(e) => setDraft(e.target.value)} />
        <button type="submit" className="btn btn-primary">
          Search
        </button>
      </form>
      {investors.isPending ? (
        <Loader />
      ) : (investors.data ?? []).length === 0 ? (
        <p className="empty">No investors found.</p>
      ) : (
        <section className="card" aria-label="Investors found">
          <InvestorResults investors={investors.data ?? []} />
        </section>
      )}
    </AuditPage>
  );
}
