import { ConfirmDialog } from "@/components/confirm-dialog";
import { newWalletHoldLine } from "@/components/money-out-review";
import { WalletAddress } from "@/components/wallet-address";
import { networkLabel } from "@/lib/network-names";
import { formatUsd } from "@/lib/format";
import { usePaidWallets } from "@/lib/queries/paid-wallets";
import { loanCharges } from "../loan-figures";

export type LoanReview = { amount: string; wallet: string; network: string };

type Props = { review: LoanReview | null; busy: boolean; onConfirm: () => void; onBack: () => void };

/**
 * The last look before a loan request is sent, as for every other money action: the amount, the
 * 10 % charge, what will be owed, where it will be paid, and the hold on a wallet never paid to.
 */
export function LoanReviewDialog({ review, busy, onConfirm, onBack }: Props) {
  const paid = usePaidWallets();
  const { charge, total } = loanCharges(review?.amount ?? "");
  const hours = paid.data?.newWalletHoldHours ?? 0;
  const newWallet = !!review && !!paid.data && hours > 0 && !paid.data.wallets.includes(review.wallet.trim());
  return (
    <ConfirmDialog
      open={review !== null}
      title="Review your loan request"
      message="Nothing is lent until an admin approves this request. Then the amount is paid to your wallet and you owe the total payable."
      details={
        review
          ? [
              { label: "Loan amount", value: formatUsd(Number(review.amount)) },
              { label: "Company Charge (10%)", value: formatUsd(charge) },
              { label: "Total Payable", value: <strong>{formatUsd(total)}</strong> },
              { label: "Network", value: networkLabel(review.network) },
              { label: "Will be paid to", value: <WalletAddress address={review.wallet} /> },
              { label: "Repaid from", value: "Your weekly profit first; manual payments at any time" },
            ]
          : []
      }
      detailsLayout="rows"
      footer={newWallet ? <p className="review-hold">{newWalletHoldLine(hours)}</p> : null}
      confirmLabel="Send Loan Request"
      cancelLabel="Back"
      busy={busy}
      onConfirm={onConfirm}
      onCancel={onBack}
    />
  );
}
