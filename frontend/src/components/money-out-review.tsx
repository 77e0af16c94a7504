import { networkLabel } from "@/lib/network-names";
import { type ReactNode, useEffect } from "react";
import { ConfirmDialog } from "./confirm-dialog";
import { dismissToast } from "./toast";
import { getToasts } from "./toast/toast-store";
import { WalletAddress } from "./wallet-address";

export type MoneyOutFigures = { gross: string; fee: string; net: string };

type MoneyOutReviewProps = {
  open: boolean;
  title: string;
  /** One sentence on what happens when confirmed. */
  message: ReactNode;
  network: string;
  wallet: string;
  /** Formatted amounts: what leaves the balance, the fee kept, what arrives. */
  figures: MoneyOutFigures;
  /** Labels of the three amounts, e.g. "Fee (5%)". */
  labels?: Partial<Record<keyof MoneyOutFigures, string>>;
  /** Rows before the amounts (e.g. the number of shares). */
  extra?: { label: string; value: ReactNode }[];
  /** Hours a wallet never paid to waits before an admin may pay it; null when it does not wait. */
  newWalletHoldHours: number | null;
  busy?: boolean;
  onConfirm: () => void;
  /** Back to the form, which keeps everything typed. */
  onBack: () => void;
};

export function newWalletHoldLine(hours: number): string {
  return `This is a new wallet: for your safety an admin can pay it out only after ${hours} hours.`;
}

/**
 * The last look before money leaves (withdrawals, sell-backs): where to (network and the address
 * with its ends emphasised), how much leaves, the fee and what arrives. Confirm sends; Back
 * returns to the form.
 */
export function MoneyOutReview({ figures, labels = {}, extra = [], newWalletHoldHours, ...props }: MoneyOutReviewProps) {
  // The form passed its checks: an earlier refusal's toast ("not a valid BEP20 address") no longer applies and must not sit over the review.
  useEffect(() => {
    if (!props.open) return;
    for (const item of getToasts()) if (item.kind === "error") dismissToast(item.id);
  }, [props.open]);
  return (
    <ConfirmDialog
      open={props.open}
      title={props.title}
      message={props.message}
      details={[
        { label: "Network", value: networkLabel(props.network) },
        { label: "To wallet", value: <WalletAddress address={props.wallet} /> },
        ...extra,
        { label: labels.gross ?? "Amount", value: figures.gross },
        { label: labels.fee ?? "Fee", value: figures.fee },
        { label: labels.net ?? "You receive", value: <span className="review-net">{figures.net}</span> },
      ]}
      footer={newWalletHoldHours ? <p className="review-hold">{newWalletHoldLine(newWalletHoldHours)}</p> : null}
      detailsLayout="rows"
      confirmLabel="Confirm"
      cancelLabel="Back"
      busy={props.busy}
      onConfirm={props.onConfirm}
      onCancel={props.onBack}
    />
  );
}
