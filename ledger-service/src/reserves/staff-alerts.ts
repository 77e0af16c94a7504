import { sql } from "kysely";
import type { AppContext } from "../runtime/context.js";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Tells every admin and auditor by mail (issue 34: a payout that does not match, reserves that
 * differ from the ledger by more than $1). The mail names what to look at, never a secret.
 * A queue that is down is logged, not thrown: the finding stays on the audit screen.
 */
export async function alertStaff(ctx: AppContext, subject: string, lines: string[], link: string): Promise<void> {
  const staff = await sql<{ email: string; full_name: string }>`
    SELECT email, full_name FROM users WHERE (is_admin OR is_auditor) AND deleted_at IS NULL`.execute(ctx.db);
  const url = `${ctx.config.PUBLIC_URL.replace(/\/$/, "")}${link}`;
  await Promise.all(
    staff.rows.map((u) =>
      ctx.queues
        .sendEmail({
          to: u.email,
          subject,
          html: `<p>Hello ${escapeHtml(u.full_name)},</p>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join("")}<p><a href="${escapeHtml(url)}">${escapeHtml(url)}</a></p>`,
          text: `Hello ${u.full_name},\n\n${lines.join("\n")}\n\n${url}\n`,
        })
        .catch((err: unknown) => ctx.logger.error({ err, subject }, "could not queue a staff alert")),
    ),
  );
  ctx.logger.warn({ subject, staff: staff.rows.length }, "staff alerted");
}
