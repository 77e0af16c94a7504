import { SELL_BACK_CANCELLED } from "@app/contracts/messages";
import { MoneyOutHistory } from "@/components/money-out-history";
import { PayoutState } from "@/components/payout-state";
import { formatShares, formatUsd } from "@/lib/format";
import { useMySellBacks } from "@/lib/queries/my-sell-backs";
import { useCancelSellBack } from "../api/sell-backs";
import { sellBackStatusLabel } from "../sell-back-figures";

/** Figures are set when an admin approves (at that day's price): a pending sale says so, a refused or cancelled one has none. */
const amount = (value: number | null, status: string) =>
  value !== null ? formatUsd(value) : <span className="muted">{sellBackStatusLabel(status) === "Pending" ? "on approval" : "-"}</span>;

/** The investor's sales: value, fee and what was paid; a pending one can be cancelled. */
export function SellBackHistory() {
  const history = useMySellBacks();
  const cancel = useCancelSellBack();
  return (
    <MoneyOutHistory
      titleId="sell-back-history-title"
      title="Your sell-back requests"
      caption="Your sell-back requests"
      empty="No sell-back requests yet."
      loading={history.isPending}
      rows={history.data ?? []}
      figures={[
        { header: "Shares", cell: (r) => formatShares(r.shares), className: "num" },
        { header: "Price", cell: (r) => amount(r.pricePerShare, r.status), className: "num" },
        { header: "Value", cell: (r) => amount(r.gross, r.status), className: "num" },
        { header: "Fee", cell: (r) => amount(r.fee, r.status), className: "num" },
        { header: "You receive", cell: (r) => <strong>{amount(r.payout, r.status)}</strong>, className: "num" },
      ]}
      statusLabel={sellBackStatusLabel}
      statusNote={(r) => <PayoutState payout={r.payoutTx} />}
      cancel={cancel}
      cancelledMessage={SELL_BACK_CANCELLED}
      cancelTitle="Cancel sell-back"
      cancelMessage={(r) => `Cancel your sale of ${formatShares(r.shares)} share(s)? The shares are yours again and earn profit as before.`}
    />
  );
}
