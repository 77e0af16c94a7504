/**
 * Every money event of the investor as one feed item, newest first: purchases, withdrawals,
 * sell-backs, the loan and its repayments, profit and referral credits. Each carries its amount,
 * its status as a tracker (Submitted → In review → Approved → Sent) and the rejection reason.
 */
import type { NotificationItem, SellBackItem, SharePurchaseItem, WithdrawalItem } from "@app/contracts";
import type { Step } from "@/components/tracker";

export type { Step };

export type ActivityKind = "purchase" | "withdrawal" | "sell-back" | "loan" | "repayment" | "profit" | "reward";
export type ActivityItem = {
  /** `${kind}-${id}`: the detail page's address, /activity/{id}. */
  id: string;
  kind: ActivityKind;
  title: string;
  amount: number;
  /** Money in (+) or out (-) of the investor's balances. */
  direction: "in" | "out";
  status: string;
  at: string;
  steps: Step[];
  rejectionReason: string | null;
  details: { label: string; value: string }[];
};

export type LoanView = {
  loanId: string;
  amountRequested: number;
  totalPayable: number;
  status: string;
  approvedAt: string | null;
  paidAt: string | null;
  rejectionReason?: string | null;
  wallet?: string | null;
  network?: string | null;
};
export type RepaymentView = { at: string; source: string; amount: number; balanceAfter: number; note: string };

/** Submitted → In review → Approved (or Rejected) → Sent, as far as the request went. */
export function tracker(status: string, createdAt: string | null, decidedAt: string | null, sends: boolean): Step[] {
  const decided = status !== "Pending";
  const rejected = status === "Rejected" || status === "Cancelled";
  const steps: Step[] = [
    { label: "Submitted", state: "done", at: createdAt },
    { label: "In review", state: decided ? "done" : "current" },
    rejected
      ? { label: status, state: "failed", at: decidedAt }
      : { label: "Approved", state: decided ? "done" : "todo", at: decided ? decidedAt : null },
  ];
  if (sends && !rejected) steps.push({ label: "Sent", state: decided ? "done" : "todo", at: decided ? decidedAt : null });
  return steps;
}

const done = (label: string, at: string): Step[] => [{ label, state: "done", at }];

export function purchaseItems(purchases: SharePurchaseItem[]): ActivityItem[] {
  return purchases.map((p) => ({
    id: `purchase-${p._id}`,
    kind: "purchase",
    title: `Purchase of ${p.numberOfShares} share(s)`,
    amount: p.amount,
    direction: "out",
    status: p.status,
    at: p.createdAt,
    steps: tracker(p.status, p.createdAt, p.decidedAt, false),
    rejectionReason: p.rejectionReason ?? null,
    details: [
      { label: "Shares", value: String(p.numberOfShares) },
      { label: "Network", value: p.paymentMethod },
      ...(p.txId ? [{ label: "Transaction ID", value: p.txId }] : []),
    ],
  }));
}

export function withdrawalItems(withdrawals: WithdrawalItem[]): ActivityItem[] {
  return withdrawals.map((w) => ({
    id: `withdrawal-${w._id}`,
    kind: "withdrawal",
    title: `Withdrawal from ${w.source === "profit" ? "profit" : "referral reward"} balance`,
    amount: w.amount,
    direction: "out",
    status: w.status,
    at: w.createdAt,
    steps: tracker(w.status, w.createdAt, w.decidedAt, true),
    rejectionReason: w.rejectionReason ?? null,
    details: [
      { label: "Fee", value: w.fee.toFixed(2) },
      { label: "You receive", value: w.net.toFixed(2) },
      { label: "Network", value: w.network },
      { label: "Wallet", value: w.wallet },
    ],
  }));
}

export function sellBackItems(sellBacks: SellBackItem[]): ActivityItem[] {
  return sellBacks.map((s) => ({
    id: `sell-back-${s._id}`,
    kind: "sell-back",
    title: `Sell-back of ${s.shares} share(s)`,
    amount: s.payout ?? s.gross ?? 0,
    direction: "in",
    status: s.status,
    at: s.createdAt,
    steps: tracker(s.status, s.createdAt, s.decidedAt, true),
    rejectionReason: s.rejectionReason ?? null,
    details: [
      { label: "Network", value: s.network },
      { label: "Wallet", value: s.wallet },
    ],
  }));
}

export function loanItems(loan: LoanView | null, repayments: RepaymentView[]): ActivityItem[] {
  if (!loan) return [];
  const at = loan.approvedAt ?? loan.paidAt ?? "";
  const items: ActivityItem[] = [
    {
      id: `loan-${loan.loanId}`,
      kind: "loan",
      title: "Loan",
      amount: loan.amountRequested,
      direction: "in",
      status: loan.status,
      at,
      steps: tracker(loan.status === "Paid" ? "Approved" : loan.status, null, loan.approvedAt, true),
      rejectionReason: loan.rejectionReason ?? null,
      details: [
        { label: "Total payable", value: loan.totalPayable.toFixed(2) },
        ...(loan.network ? [{ label: "Network", value: loan.network }] : []),
        ...(loan.wallet ? [{ label: "Wallet", value: loan.wallet }] : []),
      ],
    },
  ];
  repayments.forEach((r, i) => {
    items.push({
      id: `repayment-${loan.loanId}-${i}`,
      kind: "repayment",
      title: `Loan repayment (${r.source})`,
      amount: r.amount,
      direction: "out",
      status: "Applied",
      at: r.at,
      steps: done("Applied", r.at),
      rejectionReason: null,
      details: [{ label: "Balance after", value: r.balanceAfter.toFixed(2) }, ...(r.note ? [{ label: "Note", value: r.note }] : [])],
    });
  });
  return items;
}

const CREDIT_AMOUNT = /\$([\d,]+\.\d{2})/;

/** Profit and referral credits as the notifications tell them (the credited amount is the first dollar figure). */
export function creditItems(notifications: NotificationItem[]): ActivityItem[] {
  return notifications
    .filter((n) => n.kind === "profit-credited" || n.kind === "reward-credited")
    .map((n) => ({
      id: `${n.kind === "profit-credited" ? "profit" : "reward"}-${n.id}`,
      kind: n.kind === "profit-credited" ? "profit" : "reward",
      title: n.kind === "profit-credited" ? "Profit credit" : "Referral reward",
      amount: Number((CREDIT_AMOUNT.exec(n.message)?.[1] ?? "0").replace(/,/g, "")),
      direction: "in",
      status: "Credited",
      at: n.createdAt,
      steps: done("Credited", n.createdAt),
      rejectionReason: null,
      details: [{ label: "Notice", value: n.message }],
    }));
}

/** Newest first; an item without a time goes last. */
export function newestFirst(items: ActivityItem[]): ActivityItem[] {
  return [...items].sort((a, b) => (Date.parse(b.at) || 0) - (Date.parse(a.at) || 0));
}
