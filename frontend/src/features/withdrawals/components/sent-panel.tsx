import { Link } from "react-router-dom";
import { Tracker } from "@/components/tracker";
import { WalletAddress } from "@/components/wallet-address";
import { formatUsd } from "@/lib/format";
import { networkLabel } from "@/lib/network-names";
import { SaveAddressForm } from "./save-address-form";

export type SentWithdrawal = { amount: string; net: string; wallet: string; network: string; at: string };

/** After sending: what was asked, where it goes, and where the request is on its way (in review). */
export function SentPanel({ sent, onAnother }: { sent: SentWithdrawal; onAnother: () => void }) {
  return (
    <section className="card sent-panel" aria-labelledby="sent-title">
      <h2 id="sent-title">Withdrawal request sent</h2>
      <p className="you-receive">
        You receive <strong>{formatUsd(sent.net)}</strong>
      </p>
      <p>
        {formatUsd(sent.amount)} is held from your balance until an admin sends it to <WalletAddress address={sent.wallet} /> on{" "}
        {networkLabel(sent.network)}.
      </p>
      <Tracker
        steps={[
          { label: "Submitted", state: "done", at: sent.at },
          { label: "In review", state: "current" },
          { label: "Approved", state: "todo" },
          { label: "Sent", state: "todo" },
        ]}
      />
      <SaveAddressForm wallet={sent.wallet} network={sent.network} />
      <div className="actions-row">
        <Link to="/activity?kind=withdrawal" className="btn btn-primary">
          Follow it in Activity
        </Link>
        <button type="button" className="btn btn-secondary" onClick={onAnother}>
          New withdrawal
        </button>
      </div>
    </section>
  );
}
