import { useState } from "react";

/** An admin list's status filter: "All" is no filter; a list opens on "Pending", the requests that wait for the admin. */
export function useStatusFilter<S extends string>(initial: S | undefined) {
  const [status, setStatus] = useState<S | undefined>(initial);
  const [page, setPage] = useState(1);
  // A new filter starts at its first page.
  const choose = (next: S | undefined) => {
    setStatus(next);
    setPage(1);
  };
  return { status, setStatus: choose, page, setPage };
}

export function StatusFilter<S extends string>({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly S[];
  value: S | undefined;
  onChange: (status: S | undefined) => void;
}) {
  return (
    <label className="field field-inline">
      <span>Status</span>
      <select value={value ?? ""} onChange={(e) => onChange(e.target.value === "" ? undefined : (e.target.value as S))}>
        <option value="">All</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {status}
          </option>
        ))}
      </select>
    </label>
  );
}

/** `&status=Pending`, or nothing for All. */
export const statusParam = (status: string | undefined) => (status ? `&status=${encodeURIComponent(status)}` : "");

/** The empty line of a filtered admin list: "No pending withdrawal requests.", or "No withdrawal requests yet." under All. */
export const noneFiltered = (status: string | undefined, requests: string) =>
  status ? `No ${status.toLowerCase()} ${requests}.` : `No ${requests} yet.`;
