import { useEffect, useState } from "react";
import { usePortalStatus } from "../api/get-portal-status";
import { Field } from "@/components/field";
import { FilterBar } from "@/components/filter-bar";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { Pager } from "@/components/pager";
import { StatusFilter } from "@/components/status-filter";
import { toast } from "@/components/toast";
import { loanStatuses } from "@app/contracts/constants";
import { useMediaQuery } from "@/lib/use-media-query";
import type { LoanView as Loan } from "@app/contracts";
import { useAllLoans } from "../api/get-all-loans";
import { useTogglePortal } from "../api/toggle-portal";
import { LoanDetailDialog } from "../components/loan-detail-dialog";
import { LoanCards, LoansTable } from "../components/loans-table";
import "../loans.css";

type LoanStatus = (typeof loanStatuses)[number];

export default function AdminLoansRoute() {
  const [search, setSearch] = useState("");
  const [debounced, setDebounced] = useState("");
  const [status, setStatus] = useState("All");
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<Loan | null>(null);
  const wide = useMediaQuery("(min-width: 900px)");
  const portal = usePortalStatus("Failed to fetch portal status");
  const toggle = useTogglePortal();
  const loans = useAllLoans({ page, status, search: debounced });

  useEffect(() => {
    const timer = setTimeout(() => {
      setDebounced(search);
      setPage(1);
    }, 300);
    return () => clearTimeout(timer);
  }, [search]);

  const rows = loans.data?.loans ?? [];
  return (
    <Page title="Loan Management">
      <div className="loans-page">
        <FilterBar>
          <Field
            label="Search by name or email"
            type="search"
            placeholder="Search by name or email"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <StatusFilter
            statuses={loanStatuses}
            value={status === "All" ? undefined : (status as LoanStatus)}
            onChange={(next) => {
              setStatus(next ?? "All");
              setPage(1);
            }}
          />
        </FilterBar>
        {loans.isPending ? (
          <Loader />
        ) : rows.length === 0 ? (
          <p className="empty">No loan records found</p>
        ) : wide ? (
          <LoansTable loans={rows} onView={setSelected} />
        ) : (
          <LoanCards loans={rows} onView={setSelected} />
        )}
        <Pager page={page} totalPages={loans.data?.totalPages ?? 1} onPageChange={setPage} label="Loan pages" />
        <section className="card loan-portal-settings" aria-labelledby="loan-portal-title">
          <h2 id="loan-portal-title">Loan portal</h2>
          <p>
            {portal.isPending
              ? "Checking the loan portal..."
              : portal.data
                ? "The loan portal is open: investors can request loans."
                : "The loan portal is closed: investors cannot request loans."}
          </p>
          <button
            type="button"
            className={portal.data ? "btn btn-danger" : "btn btn-success"}
            disabled={portal.isPending || toggle.isPending}
            onClick={() =>
              toggle.mutate(undefined, {
                onSuccess: (d) => toast.success(d?.message || (d?.isOpen ? "Loan portal opened" : "Loan portal closed")),
              })
            }
          >
            {portal.data ? "Close Loan Portal" : "Open Loan Portal"}
          </button>
        </section>
        <LoanDetailDialog loan={selected} onClose={() => setSelected(null)} />
      </div>
    </Page>
  );
}
