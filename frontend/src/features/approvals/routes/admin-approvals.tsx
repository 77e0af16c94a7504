import { ListState } from "@/components/list-state";
import { useState } from "react";
import { fourEyesQueryOptions, useFourEyes } from "@/lib/queries/four-eyes";
import { Page } from "@/components/page";
import { Pager } from "@/components/pager";
import { getStoredUser } from "@/lib/auth-storage";
import { formatUsd } from "@/lib/format";
import { approvalsQueryOptions, useApprovals } from "../api/get-approvals";
import { ApprovalsTable } from "../components/approvals-table";
import { type ApprovalReview, DecideApprovalDialog } from "../components/decide-approval-dialog";
import { prefetching } from "@/lib/queries/api-query";

function signedInId(): string | undefined {
  return getStoredUser()?._id;
}

export const prefetch = prefetching(
  () => approvalsQueryOptions(1),
  () => fourEyesQueryOptions(),
);

/** Four eyes: held money actions wait here until another admin approves or rejects them. */
export default function AdminApprovalsRoute() {
  const [page, setPage] = useState(1);
  const list = useApprovals(page);
  const status = useFourEyes();
  const [review, setReview] = useState<ApprovalReview | null>(null);
  const rows = list.data?.approvals ?? [];
  const s = status.data;
  return (
    <Page title="Approvals">
      {s ? (
        <p className="muted">
          {s.active
            ? `${s.adminCount} admins: runs above ${s.percentThreshold}%, purchases, withdrawals, loans, sell-backs and manual payments above ${formatUsd(s.amountThreshold)}, every write-off (Mark paid without a payment), share price change, share edit and admin grant wait for a second admin. What one admin approves alone adds up: ${s.dailyAmountThreshold !== undefined ? `above ${formatUsd(s.dailyAmountThreshold)} in 24 hours` : "past the daily limit"}, or runs above ${s.percentThreshold}% in 7 days, also wait. Nobody approves their own request.`
            : "Only one admin: money actions take effect at once, unchecked. Ask the platform's operator to add a second admin to turn on approvals."}
        </p>
      ) : null}
      <ListState loading={list.isPending} empty={rows.length === 0 && "No approval requests yet."}>
        {() => <ApprovalsTable approvals={rows} busy={!!review} myId={signedInId()} onReview={setReview} />}
      </ListState>
      <Pager page={page} totalPages={list.data?.totalPages ?? 1} onPageChange={setPage} label="Approval pages" />
      <DecideApprovalDialog review={review} onClose={() => setReview(null)} />
    </Page>
  );
}
