import { type ActivityItem, type ActivityStep, activityItem, activityLink, money, toApiNumber } from "@app/contracts";
import type { FeedRow } from "@app/projections/activity/queries";

/**
 * A feed row (projections/src/activity/queries.ts) as the investor reads it: a title, the amount
 * and its direction, the status as a tracker (Submitted → In review → Approved → Sent, or the
 * refusal in place of Approved), the rejection reason and its figures.
 */
export function toActivityItem(row: FeedRow): ActivityItem {
  const id = `${row.kind}-${row.ref}`;
  const at = iso(row.at) ?? new Date(0).toISOString();
  const decidedAt = iso(row.decidedAt);
  const x = row.extra;
  const base = {
    id,
    kind: row.kind,
    amount: row.amount === null ? null : toApiNumber(row.amount),
    status: row.status,
    at,
    decidedAt,
    rejectionReason: row.rejectionReason,
    link: activityLink(id),
  };
  switch (row.kind) {
    case "purchase":
      return activityItem.parse({
        ...base,
        title: `Purchase of ${shares(x.shares)} share(s)`,
        direction: "out",
        steps: tracker(row.status, at, decidedAt, null),
        details: figures([
          ["Shares", shares(x.shares)],
          ["Price per share", x.pricePerShare],
          ["Network", x.network],
          ["Transaction ID", x.txId],
        ]),
      });
    case "withdrawal":
      return activityItem.parse({
        ...base,
        title: `Withdrawal from ${x.source === "reward" ? "referral reward" : "profit"} balance`,
        direction: "out",
        steps: tracker(row.status, at, decidedAt, { txId: x.payoutTxId ?? null }),
        details: figures([
          ["Fee", x.fee],
          ["You receive", x.net],
          ["Network", x.network],
          ["Wallet", x.wallet],
          ["Held until", row.status === "Pending" ? x.heldUntil : null],
          ["Transaction ID", x.payoutTxId],
        ]),
      });
    case "sell-back":
      return activityItem.parse({
        ...base,
        title: `Sell-back of ${shares(x.shares)} share(s)`,
        direction: "in",
        steps: tracker(row.status, at, decidedAt, { txId: x.payoutTxId ?? null }),
        details: figures([
          ["Shares", shares(x.shares)],
          ["Gross", x.gross],
          ["Fee", x.fee],
          ["Network", x.network],
          ["Wallet", x.wallet],
          ["Transaction ID", x.payoutTxId],
        ]),
      });
    case "loan": {
      // A loan approved is paid out at once; "Paid" is the loan repaid in full, after approval.
      const decision = row.status === "Paid" ? "Approved" : row.status;
      return activityItem.parse({
        ...base,
        title: "Loan",
        direction: "in",
        steps: tracker(decision, at, decidedAt, { txId: x.payoutTxId ?? null }),
        details: figures([
          ["Charge", x.companyCharge],
          ["Total payable", x.totalPayable],
          ["Remaining balance", row.status === "Approved" || row.status === "Paid" ? x.remaining : null],
          ["Network", x.network],
          ["Wallet", x.wallet],
          ["Transaction ID", x.payoutTxId],
        ]),
      });
    }
    case "repayment":
      return activityItem.parse({
        ...base,
        title: `Loan repayment (${REPAYMENT_SOURCES[x.source ?? ""] ?? x.source ?? "payment"})`,
        direction: "out",
        steps: [{ label: "Applied", state: "done", at }],
        details: figures([
          ["Balance after", x.balanceAfter],
          ["Note", x.note || null],
        ]),
      });
    case "profit":
      return activityItem.parse({
        ...base,
        title: "Profit credit",
        direction: "in",
        steps: [{ label: "Credited", state: "done", at }],
        details: figures([["Profit balance after", x.balanceAfter]]),
      });
    case "reward":
      return activityItem.parse({
        ...base,
        title: "Referral reward",
        direction: "in",
        steps: [{ label: "Credited", state: "done", at }],
        details: figures([
          ["Team shares", shares(x.teamShares)],
          ["Percentage", x.percentage ? `${money(x.percentage).toString()}%` : null],
        ]),
      });
    default: {
      const never: never = row.kind;
      return never;
    }
  }
}

const REPAYMENT_SOURCES: Record<string, string> = {
  profit: "from weekly profit",
  manual: "manual payment",
  admin: "recorded by an admin",
  "write-off": "written off",
};

/**
 * Submitted → In review → Approved (or Rejected / Cancelled) → Sent, as far as the request went.
 * `sends` (withdrawals, sell-backs, loans): money leaves for the investor's wallet after approval;
 * Sent carries the payout's time once approved (the admin sends on approval).
 */
export function tracker(
  status: string,
  submittedAt: string,
  decidedAt: string | null,
  sends: { txId: string | null } | null,
): ActivityStep[] {
  const decided = status !== "Pending";
  const refused = status === "Rejected" || status === "Cancelled";
  const steps: ActivityStep[] = [
    { label: "Submitted", state: "done", at: submittedAt },
    { label: "In review", state: decided ? "done" : "current", at: null },
    refused
      ? { label: status, state: "failed", at: decidedAt }
      : { label: "Approved", state: decided ? "done" : "todo", at: decided ? decidedAt : null },
  ];
  if (sends && !refused) steps.push({ label: "Sent", state: decided ? "done" : "todo", at: decided ? decidedAt : null });
  return steps;
}

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** "2" for "2.0" (shares are kept to one decimal). */
function shares(value: string | null | undefined): string {
  return value ? money(value).toString() : "0";
}

function figures(pairs: Array<[string, string | null | undefined]>): { label: string; value: string }[] {
  return pairs.flatMap(([label, value]) => (value === null || value === undefined || value === "" ? [] : [{ label, value }]));
}
