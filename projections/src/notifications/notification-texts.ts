import { money } from "@app/contracts";
import { DEFAULT_TIME_ZONE, formatTimeLabel } from "@app/contracts/time-label";

/** The kinds of notification, one per money event an investor is told about. */
export const notificationKinds = [
  "purchase-submitted",
  "purchase-approved",
  "purchase-rejected",
  "withdrawal-approved",
  "withdrawal-rejected",
  "withdrawal-held",
  "sell-back-approved",
  "sell-back-rejected",
  "awaiting-second-admin",
  "loan-requested",
  "loan-approved",
  "loan-rejected",
  "loan-paid",
  "manual-payment-approved",
  "profit-credited",
  "reward-credited",
  "payout-sent",
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** The figures of one notification (exact strings), which its message and its mail show. */
export interface NotificationData {
  amount?: string;
  shares?: string;
  fee?: string;
  net?: string;
  wallet?: string;
  network?: string;
  source?: string;
  totalPayable?: string;
  balance?: string;
  paidOff?: boolean;
  /** A withdrawal to a new wallet: not approved before this instant. */
  heldUntil?: string;
  /** What an approval holds: withdrawal, loan, manual-payment or sell-back. */
  action?: string;
  /** The admin's reason on a rejection, when they gave one. */
  reason?: string;
  /** A payout's transaction and its page on a public explorer (issue 34). */
  txId?: string;
  explorerUrl?: string;
}

/** "$1,234.50" from an exact amount string. */
export function usd(value: string): string {
  const d = money(value);
  const [whole, cents] = d.abs().toFixed(2).split(".") as [string, string];
  return `${d.isNegative() ? "-" : ""}$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${cents}`;
}

/** "Reason: ..." after a rejection's message, ending as a sentence. */
export function reasonSentence(reason: string | null | undefined): string {
  const text = reason?.trim();
  if (!text) return "";
  return ` Reason: ${text}${/[.!?]$/.test(text) ? "" : "."}`;
}

/**
 * The one-line message the app and the mail show for a notification; a rejection ends with its
 * reason. A time in it reads in the investor's `timeZone` (Africa/Lagos by default), labelled.
 */
export function notificationMessage(kind: NotificationKind, d: NotificationData, timeZone: string = DEFAULT_TIME_ZONE): string {
  return `${baseMessage(kind, d, timeZone)}${kind.endsWith("-rejected") ? reasonSentence(d.reason) : ""}`;
}

function baseMessage(kind: NotificationKind, d: NotificationData, timeZone: string): string {
  const amount = d.amount ? usd(d.amount) : "";
  switch (kind) {
    case "purchase-submitted":
      return `Your purchase request of ${d.shares ?? ""} shares (${amount}) was submitted and waits for an admin's review.`;
    case "loan-requested":
      return `Your loan request of ${amount} was submitted and waits for an admin's review; nothing is owed until it is approved.`;
    case "purchase-approved":
      return d.shares ? `Your purchase of ${d.shares} shares (${amount}) was approved.` : "Your share purchase was approved.";
    case "purchase-rejected":
      return d.shares ? `Your purchase request of ${d.shares} shares (${amount}) was rejected.` : "Your purchase request was rejected.";
    case "withdrawal-approved":
      return `Your withdrawal of ${amount} was approved: ${usd(d.net ?? "0")} (after the ${usd(d.fee ?? "0")} fee) is sent to ${d.wallet ?? "your wallet"}${d.network ? ` (${d.network})` : ""}.`;
    case "withdrawal-rejected":
      return `Your withdrawal of ${amount} was rejected; ${amount} was returned to your ${d.source === "reward" ? "referral reward" : "profit"} balance.`;
    case "withdrawal-held":
      return `Your withdrawal of ${amount} goes to a wallet you have not used before (${d.wallet ?? ""}${d.network ? `, ${d.network}` : ""}): for your safety it will not be paid before ${d.heldUntil ? formatTimeLabel(d.heldUntil, timeZone) : "the hold ends"}. If this was not you, change your password now.`;
    case "sell-back-approved":
      return `Your sale of ${d.shares ?? "your"} shares was approved: ${usd(d.net ?? "0")} (after the ${usd(d.fee ?? "0")} fee) is sent to ${d.wallet ?? "your wallet"}${d.network ? ` (${d.network})` : ""}.`;
    case "sell-back-rejected":
      return d.shares
        ? `Your request to sell ${d.shares} shares was rejected; the shares are yours again.`
        : "Your request to sell shares was rejected; the shares are yours again.";
    case "awaiting-second-admin": {
      const what =
        { withdrawal: "withdrawal", loan: "loan", "manual-payment": "loan payment", "sell-back": "share sale" }[d.action ?? ""] ??
        "request";
      return `Your ${what}${d.amount ? ` of ${amount}` : ""} was approved by one admin and, as for every large amount, awaits a second admin's approval.`;
    }
    case "loan-approved":
      return `Your loan${d.amount ? ` of ${amount}` : ""} was approved; the total to repay is ${usd(d.totalPayable ?? "0")}.`;
    case "loan-rejected":
      return d.amount ? `Your loan request of ${amount} was rejected.` : "Your loan request was rejected.";
    case "loan-paid":
      return "Your loan is fully repaid.";
    case "manual-payment-approved":
      return `Your loan payment of ${amount} was approved; ${d.paidOff ? "your loan is fully repaid" : `the remaining balance is ${usd(d.balance ?? "0")}`}.`;
    case "profit-credited":
      return `Profit of ${amount} was credited; your profit balance is now ${usd(d.balance ?? "0")}.`;
    case "reward-credited":
      return `A referral reward of ${amount} was credited; your referral reward balance is now ${usd(d.balance ?? "0")}.`;
    case "payout-sent": {
      const sent = d.net ? `Sent ${d.net} USDT to ${d.wallet ?? "your wallet"}` : `Your payout was sent to ${d.wallet ?? "your wallet"}`;
      return d.explorerUrl ? `${sent} (transaction: ${d.explorerUrl}).` : `${sent}.`;
    }
    default: {
      const never: never = kind;
      return never;
    }
  }
}
