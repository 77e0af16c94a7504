import { FilterBar } from "@/components/filter-bar";
import { networkLabel } from "@/lib/network-names";
import { SELL_BACK_FEE_RATE } from "@app/contracts/constants";
import { ListState } from "@/components/list-state";
import { useState } from "react";
import { sellBackStatuses, type SellBackStatus } from "@app/contracts/constants";
import { noneFiltered, StatusFilter, useStatusFilter } from "@/components/status-filter";
import { RejectionReason } from "@/components/rejection-reason";
import { ReviewActions } from "@/components/review-actions";
import { type ReviewAnswer, ReviewDialog } from "@/components/review-dialog";
import { Page } from "@/components/page";
import { Pager } from "@/components/pager";
import { StatusBadge } from "@/components/status-badge";
import { toast } from "@/components/toast";
import { WalletAddress } from "@/components/wallet-address";
import { formatDate, formatShares, formatUsd } from "@/lib/format";
import { adminSellBacksKey, type SellBack, type SellBackDecision, useAllSellBacks, useReviewSellBack } from "../api/sell-backs";
import { PayoutState } from "@/components/payout-state";
import { RecordPayoutField } from "@/components/record-payout-field";
import { useSharePrice } from "@/lib/queries/share-price";
import { percent, sellBackSplit, sellBackStatusLabel } from "../sell-back-figures";
import { Email } from "@/components/email";
import { REJECTION_REASONS } from "@/components/rejection-reasons";

type Review = { sellBack: SellBack; decision: SellBackDecision };

/** Payout at the current price, as the server will compute it on approval (exact, cents half-up). */
const payoutAt = (shares: number, price: number) => sellBackSplit(shares, price, SELL_BACK_FEE_RATE).payout.toFixed(2);

export default function AdminSellBacksRoute() {
  const { status, setStatus, page, setPage } = useStatusFilter<SellBackStatus>("Pending");
  const sellBacks = useAllSellBacks(page, status);
  const price = useSharePrice();
  const mutation = useReviewSellBack();
  const [review, setReview] = useState<Review | null>(null);
  const rows = sellBacks.data?.sellBacks ?? [];
  const current = Number(price.data ?? 0);

  const confirm = (answer: ReviewAnswer) => {
    if (!review) return;
    const { sellBack, decision } = review;
    mutation.mutate(
      { id: sellBack._id, decision, ...answer },
      {
        onSuccess: () => {
          toast.success(decision === "approve" ? "Sell-back approved successfully" : "Sell-back rejected successfully");
          setReview(null);
        },
        onHeld: () => setReview(null),
      },
    );
  };
  const who = review?.sellBack.user.fullName || "this investor";
  const shares = review ? formatShares(review.sellBack.shares) : "";
  const payout = review ? formatUsd(payoutAt(review.sellBack.shares, current)) : "";

  return (
    <Page title="Share Sell-backs">
      <FilterBar>
        <StatusFilter statuses={sellBackStatuses} value={status} onChange={setStatus} />
      </FilterBar>
      <div className="money-out">
        <ListState loading={sellBacks.isPending} empty={rows.length === 0 && noneFiltered(status, "sell-back requests")}>
          {() => (
            <ul className="item-list">
              {rows.map((row) => (
                <li key={row._id} className="item">
                  <div className="item-main">
                    <strong>{row.user.fullName || "Unknown user"}</strong> <Email className="muted" address={row.user.email} />
                    <p>
                      {formatShares(row.shares)} share(s) · {networkLabel(row.network)} · {formatDate(row.createdAt)}{" "}
                      <StatusBadge status={sellBackStatusLabel(row.status)} />
                    </p>
                    <RejectionReason reason={row.rejectionReason} />
                    {row.status === "Approved" && row.payout !== null ? (
                      <p className="muted">
                        Value {formatUsd(row.gross)} at {formatUsd(row.pricePerShare)} · fee {formatUsd(row.fee)} · paid{" "}
                        {formatUsd(row.payout)}
                      </p>
                    ) : null}
                    <p className="muted break">
                      Wallet <WalletAddress address={row.wallet} />
                    </p>
                  </div>
                  {sellBackStatusLabel(row.status) === "Pending" ? (
                    <ReviewActions
                      approvableAfter={row.approvableAfter}
                      disabled={!!review}
                      onReview={(decision) => setReview({ sellBack: row, decision })}
                    />
                  ) : sellBackStatusLabel(row.status) === "Approved" ? (
                    row.payoutTx ? (
                      <PayoutState payout={row.payoutTx} />
                    ) : (
                      <RecordPayoutField path={`/api/shares/sell-back/${row._id}/payout`} invalidates={[adminSellBacksKey]} />
                    )
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </ListState>
        <Pager variant="numbers" page={page} totalPages={sellBacks.data?.totalPages ?? 1} onPageChange={setPage} label="Sell-back pages" />
        {review ? (
          <ReviewDialog
            key={review.sellBack._id}
            decision={review.decision}
            subject="sell-back"
            message={
              review.decision === "approve"
                ? `Approve ${who}'s sale of ${shares} share(s)? ${payout} is paid to their wallet at today's price less the ${percent(SELL_BACK_FEE_RATE)} fee, and the shares return to the offering.`
                : `Reject ${who}'s sale of ${shares} share(s)? The shares are released back to them.`
            }
            details={[
              { label: "Investor", value: `${who} (${review.sellBack.user.email || "-"})` },
              { label: "Shares", value: `${shares} at ${formatUsd(current)}` },
              { label: "Payout", value: payout },
              { label: "Network", value: networkLabel(review.sellBack.network) },
              { label: "Wallet", value: <WalletAddress address={review.sellBack.wallet} /> },
            ]}
            reasons={REJECTION_REASONS.sellBack}
            busy={mutation.isPending}
            onConfirm={confirm}
            onCancel={() => setReview(null)}
          />
        ) : null}
      </div>
    </Page>
  );
}
