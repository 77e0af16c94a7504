import type { UserRole } from "@app/contracts";
import { type HeldAction, withFourEyes } from "../approvals/four-eyes.js";
import type { AppContext } from "../runtime/context.js";
import { changeUserRole, currentRoleOf, refuseFirstCoAdmin } from "./roles.js";

/**
 * An admin changes a user's role (`/admin/users/:id/role` and the auditor switch): 404 unknown,
 * 403 their own role or the first co-admin, held for a second admin when it makes or unmakes an
 * admin, otherwise done now with its UserRoleChanged event (none when the role is unchanged).
 */
export async function changeRoleByAdmin(
  ctx: AppContext,
  userId: string,
  role: UserRole,
  adminId: string,
): Promise<{ held: HeldAction } | { previousRole: UserRole }> {
  const previousRole = await currentRoleOf(ctx, userId, adminId);
  await refuseFirstCoAdmin(ctx, role, previousRole);
  const outcome = await withFourEyes(ctx, { kind: "role", userId, role, previousRole }, adminId, () =>
    changeUserRole(ctx, userId, role, adminId),
  );
  return "held" in outcome ? outcome : { previousRole };
}
