import type { ReserveReading } from "@app/contracts";
import { Loader } from "@/components/loader";
import { StatusBadge } from "@/components/status-badge";
import { formatDateTime } from "@/lib/format";
import { useReadReservesNow, useReserveHistory, useReserves } from "../api/reserves";
import { type AuditColumn, AuditTable } from "./audit-table";

/** Beyond a dollar either way, a difference is flagged (as the server alerts). */
const flagged = (r: ReserveReading) => Math.abs(Number(r.difference)) > 1;

const columns: AuditColumn<ReserveReading>[] = [
  { header: "Network", cell: (r) => r.network },
  { header: "On chain (USDT)", cell: (r) => r.onChain, className: "num" },
  { header: "Ledger (USDT)", cell: (r) => r.ledger, className: "num" },
  { header: "Difference", cell: (r) => r.difference, className: "num" },
  {
    header: "State",
    cell: (r) => <StatusBadge status={flagged(r) ? "different" : "matches"} tone={flagged(r) ? "danger" : "success"} />,
  },
  { header: "Read at", cell: (r) => formatDateTime(r.readAt) },
];

const withAddresses: AuditColumn<ReserveReading>[] = [
  ...columns.slice(0, 1),
  { header: "Addresses", cell: (r) => r.addresses.join(", ") },
  ...columns.slice(1),
];

/** The reserves now, a "Read now" button that keeps a reading, and the kept readings. */
export function ReservesPanel() {
  const reserves = useReserves();
  const history = useReserveHistory();
  const readNow = useReadReservesNow();
  if (reserves.isPending) return <Loader />;
  const now = reserves.data?.reserves ?? [];
  const unavailable = reserves.data?.unavailable ?? [];
  return (
    <>
      <section className="card" aria-labelledby="reserves-now">
        <div className="actions-row">
          <h2 id="reserves-now">Reserves now</h2>
          <button type="button" className="btn btn-small" disabled={readNow.isPending} onClick={() => readNow.mutate()}>
            {readNow.isPending ? "Reading…" : "Read now"}
          </button>
        </div>
        {now.length === 0 && unavailable.length === 0 ? (
          <p className="empty">No network is checked on chain: set a node's URL (docs/chain.md).</p>
        ) : (
          <AuditTable caption="Reserves per network" columns={withAddresses} rows={now} rowKey={(r) => r.network} />
        )}
        {unavailable.map((u) => (
          <p key={u.network} role="alert" className="error">
            {u.network}: {u.reason}
          </p>
        ))}
      </section>
      <section className="card" aria-labelledby="reserves-history">
        <h2 id="reserves-history">History</h2>
        {history.isPending ? (
          <Loader />
        ) : (history.data?.readings.length ?? 0) === 0 ? (
          <p className="empty">No reading kept yet.</p>
        ) : (
          <AuditTable
            caption="Kept readings"
            columns={columns}
            rows={history.data?.readings ?? []}
            rowKey={(r) => `${r.network}-${r.readAt}`}
          />
        )}
      </section>
    </>
  );
}
