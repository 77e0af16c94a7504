import type { UserRole } from "@app/contracts";
import { roleChangedEmail } from "../auth/emails.js";
import type { AppContext } from "../runtime/context.js";
import { queueStaffMails } from "./staff-mail.js";

/**
 * The user whose role changed (from the API, the auditor switch, a second admin's approval or
 * the operator's `npm run admin:grant`) is told, so a role nobody asked for is noticed by its
 * holder. A mail that cannot be made or queued is logged and never fails the change.
 */
export async function mailRoleChange(
  ctx: Pick<AppContext, "db" | "clock"> & Partial<Pick<AppContext, "queues" | "logger">>,
  userId: string,
  role: UserRole,
  previousRole: UserRole,
): Promise<void> {
  if (!ctx.queues) return;
  try {
    const user = await ctx.db.selectFrom("users").select(["email", "full_name", "time_zone"]).where("id", "=", userId).executeTakeFirst();
    if (!user) return;
    await queueStaffMails(ctx, [
      roleChangedEmail(
        { email: user.email, fullName: user.full_name, timeZone: user.time_zone ?? undefined },
        role,
        previousRole,
        ctx.clock(),
      ),
    ]);
  } catch (err) {
    ctx.logger?.error({ err }, "could not mail the role change to its user");
  }
}
