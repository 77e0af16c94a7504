import type { WithdrawalItem as Withdrawal } from "@app/contracts";
import { WITHDRAWAL_CANCELLED } from "@app/contracts/messages";
import { useState } from "react";
import { CopyButton } from "@/components/copy-button";
import { MoneyOutHistory } from "@/components/money-out-history";
import { PayoutState } from "@/components/payout-state";
import { Pager } from "@/components/pager";
import { formatDateTime, formatUsd } from "@/lib/format";
import { useCancelWithdrawal } from "../api/cancel-withdrawal";
import { useMyWithdrawals } from "../api/get-my-withdrawals";
import { feePercent, sourceName, withdrawalStatusLabel } from "../withdrawal-figures";

const heldUntil = (row: Withdrawal) =>
  withdrawalStatusLabel(row.status) === "Pending" && row.approvableAfter && new Date(row.approvableAfter).getTime() > Date.now()
    ? row.approvableAfter
    : null;

/** The investor's withdrawals, 5 a page: amount, fee and what arrived; a pending one can be cancelled. */
export function WithdrawalHistory() {
  const [page, setPage] = useState(1);
  const history = useMyWithdrawals(page);
  const cancel = useCancelWithdrawal();
  return (
    <MoneyOutHistory
      titleId="withdraw-history-title"
      title="Withdrawal History"
      caption="Your withdrawals"
      empty="No withdrawals yet."
      loading={history.isPending}
      rows={history.data?.withdrawals ?? []}
      figures={[
        { header: "From", cell: (r) => (r.source === "reward" ? "Referral rewards" : "Profit") },
        { header: "Amount", cell: (r) => formatUsd(r.amount), className: "num" },
        { header: `Fee (${feePercent})`, cell: (r) => formatUsd(r.fee), className: "num" },
        { header: "You receive", cell: (r) => <strong>{formatUsd(r.net)}</strong>, className: "num" },
      ]}
      walletExtra={(r) => <CopyButton text={r.wallet} successMessage="Wallet address copied!" />}
      statusLabel={withdrawalStatusLabel}
      statusNote={(r) => {
        const until = heldUntil(r);
        if (until) return <small className="field-hint">New wallet: held for your safety until {formatDateTime(until)}</small>;
        return <PayoutState payout={r.payout} />;
      }}
      cancel={cancel}
      cancelledMessage={WITHDRAWAL_CANCELLED}
      cancelTitle="Cancel withdrawal"
      cancelMessage={(r) =>
        `Cancel your withdrawal of ${formatUsd(r.amount)}? Nothing is sent, and the ${formatUsd(r.amount)} goes back to your ${sourceName[r.source]} balance.`
      }
    >
      <Pager page={page} totalPages={history.data?.totalPages ?? 1} onPageChange={setPage} label="Withdrawal history pages" />
    </MoneyOutHistory>
  );
}
