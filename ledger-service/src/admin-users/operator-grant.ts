import { sql } from "kysely";
import { changeUserRole, type RoleContext } from "./roles.js";

/** The actor of role changes made from the server by the operator (event metadata). */
export const OPERATOR_ACTOR = "operator";

/** The operator's grant was refused: the message is printed as it is. */
export class OperatorGrantError extends Error {
  override readonly name = "OperatorGrantError";
}

/**
 * The operator makes an admin from the server (`npm run admin:grant -- <email>`): the only way
 * to the first co-admin, since the API refuses it while one admin exists. Only a verified,
 * not deleted account; recorded as UserRoleChanged with actor "operator". An admin already is
 * one: nothing is written.
 */
export async function grantAdminByOperator(ctx: RoleContext, email: string): Promise<{ userId: string; changed: boolean }> {
  const row = await ctx.db
    .selectFrom("users")
    .select(["id", "is_admin", "email_verified"])
    .where(sql`lower(email)`, "=", email.trim().toLowerCase())
    .where("deleted_at", "is", null)
    .executeTakeFirst();
  if (!row) throw new OperatorGrantError(`No account has the email ${email}.`);
  if (!row.email_verified)
    throw new OperatorGrantError(`The account ${email} has not verified its email address: it cannot be made an admin.`);
  if (row.is_admin) return { userId: row.id, changed: false };
  await changeUserRole(ctx, row.id, "admin", OPERATOR_ACTOR);
  return { userId: row.id, changed: true };
}
