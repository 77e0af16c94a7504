import { Dialog } from "@/components/dialog";
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
      <dl className="figures">
        <div>
          <dt>Borrower</dt>
          <dd className="break">
            {who} ({loan.user?.email ?? "-"})
          </dd>
        </div>
        <div>
          <dt>Pay out</dt>
          <dd>{formatUsd(loan.amountRequested)}</dd>
        </div>
        <div>
          <dt>Total payable</dt>
          <dd>{formatUsd(loan.totalPayable)}</dd>
        </div>
        <div>
          <dt>Wallet</dt>
          <dd className="break">
            {loan.wallet ? <WalletText wallet={loan.wallet} /> : "No wallet named: reject and ask for a new request"}
          </dd>
        </div>
        <div>
          <dt>Network</dt>
          <dd>{loan.network || "-"}</dd>
        </div>
      </dl>
      {held ? (
        <p className="field-hint" role="note">
          This wallet is new to the borrower: the payout is held for their safety. {held}.
        </p>
      ) : null}
    </Dialog>
  );
}
