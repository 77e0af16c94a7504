import type { SellBackItem, SharePurchaseItem } from "@app/contracts";
import { money, toCents } from "@app/contracts/money";
import { Link } from "react-router-dom";
import { formatShares, formatUsd } from "@/lib/format";

type Props = {
  purchases: SharePurchaseItem[];
  sellBacks: SellBackItem[];
  /** Held by pending withdrawals (the ledger's hold account). */
  withdrawalHold: number;
  loanOwed: number;
};

type Row = { label: string; detail: string; amount: string; to: string; link: string };

const sum = (values: number[]) => toCents(values.reduce((total, value) => total.plus(value), money(0)));

/** Money on its way in or out: pending purchases, withdrawals and sell-backs, and the loan owed, each with its page. */
export function MoneyInFlight({ purchases, sellBacks, withdrawalHold, loanOwed }: Props) {
  const pendingPurchases = purchases.filter((p) => p.status === "Pending");
  const pendingSellBacks = sellBacks.filter((s) => s.status === "Pending");
  const rows: Row[] = [];
  if (pendingPurchases.length)
    rows.push({
      label: "Purchases in review",
      detail: `${pendingPurchases.length} request(s), ${formatShares(pendingPurchases.reduce((n, p) => n + p.numberOfShares, 0))} share(s)`,
      amount: sum(pendingPurchases.map((p) => p.amount)),
      to: "/activity?kind=purchase",
      link: "See purchases",
    });
  if (withdrawalHold > 0)
    rows.push({
      label: "Withdrawals in review",
      detail: "Held from your balance until sent",
      amount: toCents(withdrawalHold),
      to: "/withdraw",
      link: "See withdrawals",
    });
  if (pendingSellBacks.length)
    rows.push({
      label: "Sell-backs in review",
      detail: `${formatShares(pendingSellBacks.reduce((n, s) => n + s.shares, 0))} share(s)`,
      amount: sum(pendingSellBacks.map((s) => s.gross ?? 0)),
      to: "/sell-shares",
      link: "See sell-backs",
    });
  if (loanOwed > 0)
    rows.push({ label: "Loan owed", detail: "Repaid from your weekly profit", amount: toCents(loanOwed), to: "/loans", link: "See loan" });
  return (
    <section className="card" aria-labelledby="in-flight-title">
      <h2 id="in-flight-title">Money in flight</h2>
      {rows.length === 0 ? (
        <p className="empty">Nothing on its way: no purchase, withdrawal or sell-back waits for review, and no loan is owed.</p>
      ) : (
        <ul className="in-flight-list">
          {rows.map((row) => (
            <li key={row.label}>
              <div>
                <strong>{row.label}</strong>
                <span className="muted small">{row.detail}</span>
              </div>
              <span className="in-flight-amount">{formatUsd(row.amount)}</span>
              <Link to={row.to}>{row.link}</Link>
            </li>
          ))}
        </ul>
      )}
      <p>
        <Link to="/activity" className="btn btn-secondary">
          All activity
        </Link>
      </p>
    </section>
  );
}
