import { streams, type UserRole } from "@app/contracts";
import type { AppContext } from "../runtime/context.js";
import { type ApprovalGrant, runCommandWithGrant } from "../approvals/grant.js";
import { lastPosition } from "@app/event-store/command-runner";
import { ForbiddenError, NotFoundError } from "../shared/errors.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const OWN_ROLE_MESSAGE = "You cannot change your own role.";

/** One role per user: admin wins over auditor. */
export function roleOf(user: { is_admin: boolean; is_auditor: boolean }): UserRole {
  return user.is_admin ? "admin" : user.is_auditor ? "auditor" : "investor";
}

/** The user's current role: 404 unknown or deleted, 403 for the admin's own account. */
export async function currentRoleOf(ctx: AppContext, userId: string, actor: string): Promise<UserRole> {
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

/**
 * Sets the role (the user's older tokens end) and records UserRoleChanged on the user's
 * `user-roles-{id}` stream, with the ApprovalGranted when a second admin released it. The row
 * is written first: a crash before the events leaves the approval pending, and approving again
 * writes the same row and then the events.
 */
export async function changeUserRole(
  ctx: AppContext,
  userId: string,
  role: UserRole,
  actor: string,
  grant?: ApprovalGrant,
): Promise<UserRole> {
  const previousRole = await currentRoleOf(ctx, userId, actor);
  if (previousRole === role && !grant) return role;
  await ctx.db
    .updateTable("users")
    .set((eb) => ({ is_admin: role === "admin", is_auditor: role === "auditor", token_version: eb("token_version", "+", 1) }))
    .where("id", "=", userId)
    .where("deleted_at", "is", null)
    .execute();
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
  );
  await ctx.readYourWrites(lastPosition(outcome));
  return role;
}
