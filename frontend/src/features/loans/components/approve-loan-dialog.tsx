import { networkLabel } from "@/lib/network-names";
import { Dialog } from "@/components/dialog";
import { Figures } from "@/components/figures";
import { formatUsd } from "@/lib/format";
import type { LoanView } from "@app/contracts";
import { payableAfter, WalletText } from "./payout-wallet";

type Props = { loan: LoanView; busy: boolean; onConfirm: () => void; onCancel: () => void };

/**
 * Before the treasury pays a loan out, the admin reads who, how much and where to: the wallet
 * (first and last 6 characters in bold) and its network. While a new wallet's hold runs, Approve
 * stays disabled and says until when (the server refuses it too).
 */
export function ApproveLoanDialog({ loan, busy, onConfirm, onCancel }: Props) {
  const who = loan.user?.fullName ?? "this user";
  const held = payableAfter(loan.approvableAfter);
  return (
    <Dialog
      open
      title="Approve loan"
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel} data-autofocus>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={busy || !!held || !loan.wallet}>
            {held ?? (busy ? "Please wait..." : "Approve loan")}
          </button>
        </>
      }
    >
      <p>
        Approve {who}'s loan of {formatUsd(loan.amountRequested)}? They will owe {formatUsd(loan.totalPayable)}, including the{" "}
        {formatUsd(loan.companyCharge)} company charge.
      </p>
      <Figures
        items={[
          { label: "Borrower", value: `${who} (${loan.user?.email ?? "-"})`, className: "break" },
          { label: "Pay out", value: formatUsd(loan.amountRequested) },
          { label: "Total payable", value: formatUsd(loan.totalPayable) },
          {
            label: "Wallet",
            value: loan.wallet ? <WalletText wallet={loan.wallet} /> : "No wallet named: reject and ask for a new request",
            className: "break",
          },
          { label: "Network", value: loan.network ? networkLabel(loan.network) : "-" },
        ]}
      />
      {held ? (
        <p className="field-hint" role="note">
          This wallet is new to the borrower: the payout is held for their safety. {held}.
        </p>
      ) : null}
    </Dialog>
  );
}
