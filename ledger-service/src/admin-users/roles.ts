import { FIRST_CO_ADMIN_MESSAGE, streams, type UserRole } from "@app/contracts";
import { adminCount } from "../approvals/thresholds.js";
import { mailAdminGrant } from "./admin-grant-mail.js";
import { mailRoleChange } from "./role-change-mail.js";
import type { AppContext } from "../runtime/context.js";
import { type ApprovalGrant, runCommandWithGrant } from "../approvals/grant.js";
import { lastPosition } from "@app/event-store/command-runner";
import { ForbiddenError, NotFoundError } from "../platform/errors.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const OWN_ROLE_MESSAGE = "You cannot change your own role.";

/** One role per user: admin wins over auditor. */
export function roleOf(user: { is_admin: boolean; is_auditor: boolean }): UserRole {
  return user.is_admin ? "admin" : user.is_auditor ? "auditor" : "investor";
}

/** The user's current role: 404 unknown or deleted, 403 for the admin's own account. */
export async function currentRoleOf(ctx: Pick<AppContext, "db">, userId: string, actor: string): Promise<UserRole> {
  if (!UUID.test(userId)) throw new NotFoundError("User not found");
  const row = await ctx.db
    .selectFrom("users")
    .select(["is_admin", "is_auditor"])
    .where("id", "=", userId)
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!row) throw new NotFoundError("User not found");
  if (userId === actor) throw new ForbiddenError(OWN_ROLE_MESSAGE);
  return roleOf(row);
}

const noEvents = { initial: () => null, evolve: () => null };

/** What a role change needs: the operator's CLI has no queues or read-model runner. */
export type RoleContext = Pick<AppContext, "db" | "store" | "clock" | "readYourWrites"> & Partial<Pick<AppContext, "queues" | "logger">>;

/**
 * While one admin exists, no admin is made through the API (a lone admin could otherwise make a
 * second account of their own that satisfies every four-eyes check): 403. The operator makes the
 * first co-admin from the server (`npm run admin:grant -- <email>`).
 */
export async function refuseFirstCoAdmin(ctx: AppContext, role: UserRole, previousRole: UserRole): Promise<void> {
  if (role !== "admin" || previousRole === "admin") return;
  if ((await adminCount(ctx)) < 2) throw new ForbiddenError(FIRST_CO_ADMIN_MESSAGE);
}

/**
 * Sets the role (the user's older tokens end) and records UserRoleChanged on the user's
 * `user-roles-{id}` stream, with the ApprovalGranted when a second admin released it. With the
 * PostgreSQL event store the users row is written in the events' own transaction: both or
 * neither (a conflict retries both). EventStoreDB has no such transaction: there the row follows
 * the events (a crash between them is healed by changing the role again). The user is mailed.
 */
export async function changeUserRole(
  ctx: RoleContext,
  userId: string,
  role: UserRole,
  actor: string,
  grant?: ApprovalGrant,
): Promise<UserRole> {
  const previousRole = await currentRoleOf(ctx, userId, actor);
  if (previousRole === role && !grant) return role;
  const writeRow = async (query: (text: string, values?: unknown[]) => Promise<unknown>) => {
    await query("UPDATE users SET is_admin = $2, is_auditor = $3, token_version = token_version + 1 WHERE id = $1 AND deleted_at IS NULL", [
      userId,
      role === "admin",
      role === "auditor",
    ]);
  };
  const together = ctx.store.transactional === true;
  const stream = streams.userRoles(userId);
  const outcome = await runCommandWithGrant<[null]>(
    ctx.store,
    grant,
    [{ streamId: stream, fold: noEvents }],
    () => [
      {
        streamId: stream,
        events:
          previousRole === role
            ? []
            : [
                {
                  type: "UserRoleChanged",
                  data: {
                    userId,
                    role,
                    previousRole,
                    changedAt: ctx.clock().toISOString(),
                    ...(grant ? { approvalId: grant.approvalId } : {}),
                  },
                },
              ],
      },
    ],
    actor,
    together ? { alongside: writeRow } : {},
  );
  if (!together && outcome.events.length > 0)
    await ctx.db
      .updateTable("users")
      .set((eb) => ({ is_admin: role === "admin", is_auditor: role === "auditor", token_version: eb("token_version", "+", 1) }))
      .where("id", "=", userId)
      .where("deleted_at", "is", null)
      .execute();
  await ctx.readYourWrites(lastPosition(outcome));
  if (previousRole !== role) await mailRoleChange(ctx, userId, role, previousRole);
  if (role === "admin" && previousRole !== "admin") await mailAdminGrant(ctx, userId, actor);
  return role;
}
