import { purchaseNetworkLabel } from "@app/contracts/constants";
import { Link } from "react-router-dom";
import { DataTable } from "@/components/data-table";
import { RejectionReason } from "@/components/rejection-reason";
import { StatusBadge } from "@/components/status-badge";
import { formatDate, formatShares } from "@/lib/format";
import type { SharePurchaseItem as SharePurchase } from "@app/contracts";

/** Purchase colours: Approved green, Pending yellow, anything else red; a rejected one says why when the admin gave a reason. */
export function PurchasesList({ purchases }: { purchases: SharePurchase[] }) {
  return (
    <section className="card" aria-labelledby="purchases-title">
      <h2 id="purchases-title">My Share Purchases</h2>
      {purchases.length === 0 ? (
        <p className="empty">No purchases yet.</p>
      ) : (
        <DataTable
          rows={purchases}
          rowKey={(purchase) => purchase._id}
          columns={[
            { header: "Date", cell: (p) => formatDate(p.createdAt) },
            { header: "Shares", cell: (p) => formatShares(p.numberOfShares) },
            { header: "Network", cell: (p) => purchaseNetworkLabel(p.paymentMethod) },
            {
              header: "Status",
              cell: (p) => (
                <>
                  <StatusBadge status={p.status} /> <RejectionReason reason={p.rejectionReason} />
                </>
              ),
            },
            {
              header: "Receipt",
              cell: (p) => (
                <Link to={`/purchases/${encodeURIComponent(p._id)}`} className="receipt-link">
                  View receipt
                </Link>
              ),
            },
          ]}
        />
      )}
    </section>
  );
}
