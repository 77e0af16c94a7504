import type { AppContext } from "../runtime/context.js";
import { queueStaffMails, staffNotice, staffRecipients, utcMinute } from "./staff-mail.js";

/** operator-grant.ts's OPERATOR_ACTOR (it imports roles.ts, which imports this file). */
const OPERATOR_ACTOR = "operator";

export const ADMIN_GRANTED_SUBJECT = "A new admin was added";

/**
 * Every admin grant (through the API after a second admin's approval, or by the operator's
 * `npm run admin:grant`) is told to every admin and auditor, so a second account of one person
 * made admin is seen by the others. Without queues (nothing to mail with) it does nothing.
 */
export async function mailAdminGrant(
  ctx: Pick<AppContext, "db" | "clock"> & Partial<Pick<AppContext, "queues" | "logger">>,
  userId: string,
  actor: string,
): Promise<void> {
  if (!ctx.queues) return;
  try {
    await queueGrantMails(ctx, userId, actor);
  } catch (err) {
    // The grant is done and recorded: a mail that could not be made never undoes or fails it.
    ctx.logger?.error({ err }, "could not mail the admin grant to the admins and auditors");
  }
}

async function queueGrantMails(
  ctx: Pick<AppContext, "db" | "clock"> & Partial<Pick<AppContext, "queues" | "logger">>,
  userId: string,
  actor: string,
): Promise<void> {
  const ids = actor === OPERATOR_ACTOR ? [userId] : [userId, actor];
  const names = await ctx.db.selectFrom("users").select(["id", "email"]).where("id", "in", ids).execute();
  const emailOf = (id: string) => names.find((n) => n.id === id)?.email ?? id;
  const by = actor === OPERATOR_ACTOR ? "the operator (npm run admin:grant)" : emailOf(actor);
  const paragraphs = [
    `${emailOf(userId)} was made an admin on ${utcMinute(ctx.clock())} by ${by}.`,
    "Every admin and auditor gets this mail. If you did not expect it, check the audit journal and tell the other admins at once.",
  ];
  const recipients = await staffRecipients(ctx);
  await queueStaffMails(
    ctx,
    recipients.map((r) => staffNotice(r, ADMIN_GRANTED_SUBJECT, paragraphs)),
  );
}
