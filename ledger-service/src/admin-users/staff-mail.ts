import type { EmailJob } from "@app/contracts";
import type { AppContext } from "../runtime/context.js";

/** Who watches the admins: every admin and auditor whose account is not deleted (`except`: one left out). */
export async function staffRecipients(
  ctx: Pick<AppContext, "db">,
  except?: string,
): Promise<{ id: string; email: string; fullName: string }[]> {
  let query = ctx.db
    .selectFrom("users")
    .select(["id", "email", "full_name"])
    .where((eb) => eb.or([eb("is_admin", "=", true), eb("is_auditor", "=", true)]))
    .where("deleted_at", "is", null);
  if (except) query = query.where("id", "!=", except);
  const rows = await query.orderBy("email").execute();
  return rows.map((r) => ({ id: r.id, email: r.email, fullName: r.full_name }));
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A mail to one admin or auditor with plain paragraphs (no link, no secret). */
export function staffNotice(to: { email: string; fullName: string }, subject: string, paragraphs: string[]): EmailJob {
  return {
    to: to.email,
    subject,
    html: `<p>Hello ${escapeHtml(to.fullName)},</p>${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join("")}`,
    text: `Hello ${to.fullName},\n\n${paragraphs.join("\n\n")}\n`,
  };
}

/** "2026-11-28 17:05 UTC" */
export const utcMinute = (at: Date) => `${at.toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** Queues each mail; a mail is a notice, so its failure is logged and never fails what caused it. */
export async function queueStaffMails(ctx: Partial<Pick<AppContext, "queues" | "logger">>, mails: EmailJob[]): Promise<void> {
  if (!ctx.queues) return;
  for (const mail of mails) {
    try {
      await ctx.queues.sendEmail(mail);
    } catch (err) {
      ctx.logger?.error({ err }, "could not queue a mail to the admins and auditors");
    }
  }
}
