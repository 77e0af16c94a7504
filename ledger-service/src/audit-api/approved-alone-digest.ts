import type { EmailJob } from "@app/contracts";
import { staffNotice, staffRecipients, utcMinute } from "../admin-users/staff-mail.js";
import type { AppContext } from "../runtime/context.js";
import { approvedAloneItems } from "./approved-alone.js";

export const APPROVED_ALONE_DIGEST_SUBJECT = "What admins approved alone in the last 24 hours";
const PERCENT_ACTIONS = new Set(["profit-run", "reward-run", "share-price"]);

const figure = (action: string, value: number | null) =>
  value === null ? "" : PERCENT_ACTIONS.has(action) ? ` ${value}%` : ` $${value.toFixed(2)}`;

/**
 * The daily digest: to every admin and auditor, what the other admins did alone in the last
 * 24 hours (an admin is not sent their own actions); nobody gets a mail when there is nothing.
 */
export async function approvedAloneDigest(ctx: Pick<AppContext, "db" | "config" | "clock">): Promise<EmailJob[]> {
  const items = await approvedAloneItems(ctx, 1);
  if (items.length === 0) return [];
  const mails: EmailJob[] = [];
  for (const recipient of await staffRecipients(ctx)) {
    const others = items.filter((i) => i.admin.id !== recipient.id);
    if (others.length === 0) continue;
    const lines = others.map(
      (i) =>
        `${utcMinute(new Date(i.at))}: ${i.admin.email} — ${i.action}${figure(i.action, i.amount)}` +
        (i.remainingAllowance === null ? "" : ` (allowance left:${figure(i.action, i.remainingAllowance)})`),
    );
    mails.push(
      staffNotice(recipient, APPROVED_ALONE_DIGEST_SUBJECT, [
        `${others.length} action(s) were approved by one admin alone in the last 24 hours:`,
        ...lines,
        "The full list is under Audit › Approved alone.",
      ]),
    );
  }
  return mails;
}

/** The daily job: queues the digest's mails. Returns how many were queued. */
export async function sendApprovedAloneDigest(ctx: AppContext): Promise<number> {
  const mails = await approvedAloneDigest(ctx);
  for (const mail of mails) await ctx.queues.sendEmail(mail);
  return mails.length;
}
