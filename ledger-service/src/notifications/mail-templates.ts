import { activityLink, type EmailJob } from "@app/contracts";
import { DEFAULT_TIME_ZONE, formatTimeLabel } from "@app/contracts/time-label";
import { type NotificationData, type NotificationKind, notificationMessage, usd } from "@app/projections/notifications/notification-texts";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** One kind's mail: its subject and the figures it lists under the message. */
interface Template {
  subject: string;
  figures(d: NotificationData): Array<[label: string, value: string]>;
}

const amountOnly = (d: NotificationData): Array<[string, string]> => (d.amount ? [["Amount", usd(d.amount)]] : []);

/** One template per kind of notification. */
export const mailTemplates: Record<NotificationKind, Template> = {
  // Never mailed (mail-dispatcher's `wanted`): the app's notice of a request that arrived.
  "purchase-submitted": { subject: "Your share purchase request was submitted", figures: (d) => amountOnly(d) },
  "loan-requested": { subject: "Your loan request was submitted", figures: (d) => amountOnly(d) },
  "purchase-approved": {
    subject: "Your share purchase was approved",
    figures: (d) => [
      ["Shares", d.shares ?? ""],
      ["Amount", usd(d.amount ?? "0")],
    ],
  },
  "purchase-rejected": {
    subject: "Your share purchase was rejected",
    figures: (d) => [...(d.shares ? [["Shares", d.shares] as [string, string]] : []), ...amountOnly(d)],
  },
  "withdrawal-approved": {
    subject: "Your withdrawal was approved",
    figures: (d) => [
      ["Amount", usd(d.amount ?? "0")],
      ["Fee", usd(d.fee ?? "0")],
      ["Net amount sent", usd(d.net ?? "0")],
      ["Wallet", `${d.wallet ?? ""}${d.network ? ` (${d.network})` : ""}`],
    ],
  },
  "withdrawal-rejected": { subject: "Your withdrawal was rejected and refunded", figures: amountOnly },
  "sell-back-approved": {
    subject: "Your share sale was approved",
    figures: (d) => [
      ["Shares sold", d.shares ?? ""],
      ["Value", usd(d.amount ?? "0")],
      ["Fee (10%)", usd(d.fee ?? "0")],
      ["Net amount sent", usd(d.net ?? "0")],
      ["Wallet", `${d.wallet ?? ""}${d.network ? ` (${d.network})` : ""}`],
    ],
  },
  "awaiting-second-admin": { subject: "Your request awaits a second admin's approval", figures: amountOnly },
  "sell-back-rejected": { subject: "Your share sale was rejected", figures: (d) => [["Shares", d.shares ?? ""]] },
  // Mailed when it is requested (withdrawals/wallet-holds.ts), not by the dispatcher.
  "withdrawal-held": { subject: "New withdrawal wallet: your withdrawal is on hold", figures: amountOnly },
  "loan-approved": {
    subject: "Your loan was approved",
    figures: (d) => [...amountOnly(d), ["Total to repay", usd(d.totalPayable ?? "0")]],
  },
  "loan-rejected": { subject: "Your loan request was rejected", figures: amountOnly },
  "loan-paid": { subject: "Your loan is fully repaid", figures: () => [] },
  "manual-payment-approved": {
    subject: "Your loan payment was approved",
    figures: (d) => [...amountOnly(d), ["Remaining loan balance", usd(d.balance ?? "0")]],
  },
  "profit-credited": {
    subject: "Profit credited to your account",
    figures: (d) => [...amountOnly(d), ["New profit balance", usd(d.balance ?? "0")]],
  },
  "reward-credited": {
    subject: "Referral reward credited to your account",
    figures: (d) => [...amountOnly(d), ["New referral reward balance", usd(d.balance ?? "0")]],
  },
  "payout-sent": {
    subject: "Your money was sent",
    figures: (d) => [
      ["Sent", `${d.net ?? ""} USDT`],
      ["Wallet", `${d.wallet ?? ""}${d.network ? ` (${d.network})` : ""}`],
      ["Transaction", d.explorerUrl ?? d.txId ?? ""],
    ],
  },
};

/**
 * The mail of one notification, HTML and text, from its kind's template. `about`: when it
 * happened and the investor's zone (one clock: "28 Nov 2026, 16:19 WAT", as their screens say),
 * and the activity item it is about, which the mail's link opens (else the notifications page).
 */
export function notificationMail(
  publicUrl: string,
  to: { email: string; fullName: string },
  kind: NotificationKind,
  data: NotificationData,
  about: { at?: Date | string | null; timeZone?: string | null; activityId?: string | null } = {},
): EmailJob {
  const template = mailTemplates[kind];
  const timeZone = about.timeZone ?? DEFAULT_TIME_ZONE;
  const message = notificationMessage(kind, data, timeZone);
  const figures: Array<[string, string]> = [
    ...template.figures(data),
    ...(about.at ? ([["When", formatTimeLabel(about.at, timeZone)]] as Array<[string, string]>) : []),
  ];
  const base = publicUrl.replace(/\/$/, "");
  const link = about.activityId ? `${base}${activityLink(about.activityId)}` : `${base}/notifications`;
  const rows = figures.map(([l, v]) => `<tr><td>${escapeHtml(l)}</td><td><strong>${escapeHtml(v)}</strong></td></tr>`).join("");
  return {
    to: to.email,
    subject: template.subject,
    html:
      `<p>Hello ${escapeHtml(to.fullName)},</p><p>${escapeHtml(message)}</p>` +
      (rows ? `<table>${rows}</table>` : "") +
      `<p><a href="${escapeHtml(link)}">${about.activityId ? "See the details" : "See your notifications"}</a></p>`,
    text: `Hello ${to.fullName},\n\n${message}\n\n${figures.map(([l, v]) => `${l}: ${v}\n`).join("")}\n${about.activityId ? "See the details" : "See your notifications"}: ${link}\n`,
  };
}
