import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { Loader } from "@/components/loader";
import { Pager } from "@/components/pager";
import { type JournalFilters, journalQueryString, useJournal } from "../api/get-journal";
import type { AuditAccount, JournalEntry } from "../api/types";
import { ApprovedAloneTable } from "../components/approved-alone-table";
import { AuditPage } from "../components/audit-page";
import { DownloadCsvButton } from "../components/download-csv-button";
import { JournalFiltersForm } from "../components/journal-filters-form";
import { JournalTable } from "../components/journal-table";

function filtersFrom(params: URLSearchParams): JournalFilters {
  return {
    account: params.get("account") ?? "",
    eventType: params.get("eventType") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
  };
}

/** The filtered account's readable name: as picked, else as the journal lines name it, else its id. */
function nameOfAccount(account: string, entries: JournalEntry[], picked: { account: string; name: string } | null): string {
  if (!account) return "";
  if (picked?.account === account) return picked.name;
  for (const entry of entries) {
    if (entry.debit_account === account) return entry.debit_name;
    if (entry.credit_account === account) return entry.credit_name;
  }
  return account;
}

/** /audit/journal: the double-entry journal, filtered and paged; the filters live in the URL. */
export default function AuditJournalRoute() {
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const page = Math.max(1, Number(params.get("page")) || 1);
  const journal = useJournal(filters, page);
  const [picked, setPicked] = useState<{ account: string; name: string } | null>(null);
  const go = (next: JournalFilters, nextPage = 1, account?: AuditAccount) => {
    if (account) setPicked({ account: account.account, name: account.name });
    const query = new URLSearchParams(journalQueryString(next));
    if (nextPage > 1) query.set("page", String(nextPage));
    setParams(query);
  };
  const data = journal.data;
  const accountName = nameOfAccount(filters.account, data?.entries ?? [], picked);
  return (
    <AuditPage title="Journal">
      <JournalFiltersForm
        key={journalQueryString(filters)}
        value={filters}
        accountName={accountName}
        onApply={(next, account) => go(next, 1, account)}
      />
      <div className="row-between">
        <p className="muted">{data ? `${data.total} journal line(s)` : ""}</p>
        <DownloadCsvButton path={`/api/audit/journal.csv${journalQueryString(filters)}`} filename="journal.csv" />
      </div>
      {journal.isPending ? (
        <Loader />
      ) : !data || data.entries.length === 0 ? (
        <p className="empty">No journal lines match these filters.</p>
      ) : (
        <>
          <section className="card" aria-label="Journal lines">
            <JournalTable entries={data.entries} />
          </section>
          <Pager page={data.page} totalPages={data.totalPages} onPageChange={(next) => go(filters, next)} label="Journal pages" />
        </>
      )}
      {/* Solo approvals move money with nobody's second look: the journal shows them beside its lines. */}
      <section className="card" aria-labelledby="journal-approved-alone">
        <h2 id="journal-approved-alone">Approved alone</h2>
        <ApprovedAloneTable />
      </section>
    </AuditPage>
  );
}
