import { Figures } from "@/components/figures";
import { Link, useLocation, useParams } from "react-router-dom";
import { Loader } from "@/components/loader";
import { Page } from "@/components/page";
import { RejectionReason } from "@/components/rejection-reason";
import { StatusBadge } from "@/components/status-badge";
import { formatDateTime, formatShares, formatUsd } from "@/lib/format";
import { myPurchasesQueryOptions, useMyPurchase } from "@/lib/queries/my-purchases";
import { purchaseNetworkLabel as networkLabel } from "@app/contracts/constants";
import { WizardSteps } from "../components/wizard-steps";
import { ChainCheckStatus } from "../components/chain-check-status";
import { prefetching } from "@/lib/queries/api-query";

export const prefetch = prefetching(() => myPurchasesQueryOptions());

const nextSteps: Record<string, string[]> = {
  Pending: [
    "We check your payment on the network against the amount and the proof.",
    "When it is approved, the shares appear on your dashboard and you get a notification.",
    "If something does not match, we reject it and tell you why; contact support with this reference.",
  ],
  Approved: ["Your shares are on your dashboard and earn from the next weekly profit credit."],
  Rejected: ["No shares were added. Contact support with this reference if you believe this is a mistake."],
};

/** Step 3: the receipt of one purchase (/purchases/{id}), linked from the dashboard's purchase list. */
export default function PurchaseReceiptRoute() {
  const { id = "" } = useParams();
  const justSubmitted = (useLocation().state as { justSubmitted?: boolean } | null)?.justSubmitted === true;
  // Live while the network is being checked: the receipt follows the confirmations.
  const purchase = useMyPurchase(id, { live: true });
  const p = purchase.data;
  return (
    <Page title="Purchase receipt" narrow>
      {justSubmitted ? <WizardSteps current={3} /> : null}
      {purchase.isPending ? (
        <Loader />
      ) : !p ? (
        <div className="card receipt">
          <p className="empty">Purchase not found.</p>
          <Link to="/dashboard" className="btn btn-primary">
            Go to Dashboard
          </Link>
        </div>
      ) : (
        <section className="card receipt" aria-labelledby="receipt-title">
          <h2 id="receipt-title">{p.status === "Pending" ? "Payment received for review" : `Purchase ${p.status.toLowerCase()}`}</h2>
          {p.status === "Pending" ? <p className="alert alert-warning">Usually reviewed within 24 hours.</p> : null}
          <Figures
            className="receipt-figures"
            items={[
              { label: "Reference", value: <code>{p._id}</code> },
              { label: "Amount", value: formatUsd(p.amount) },
              { label: "Shares", value: formatShares(p.numberOfShares) },
              { label: "Network", value: networkLabel(p.paymentMethod) },
              { label: "Transaction ID", value: p.txId ? <code>{p.txId}</code> : "Not given" },
              ...(p.chainCheck
                ? [{ label: "On chain", value: <ChainCheckStatus check={p.chainCheck} paymentMethod={p.paymentMethod} txId={p.txId} /> }]
                : []),
              {
                label: "Status",
                value: (
                  <>
                    <StatusBadge status={p.status} />
                    <RejectionReason reason={p.rejectionReason} />
                  </>
                ),
              },
              { label: "Submitted", value: formatDateTime(p.createdAt) },
            ]}
          />
          <h3 className="buy-subtitle">What happens next</h3>
          <ol className="receipt-next">
            {(nextSteps[p.status] ?? []).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
          <div className="receipt-actions">
            <Link to="/dashboard" className="btn btn-primary">
              Go to Dashboard
            </Link>
            <Link to="/join" className="btn btn-secondary">
              Buy more shares
            </Link>
          </div>
        </section>
      )}
    </Page>
  );
}
