import { signToken } from "../src/shared/auth.js";
import type { TestApp } from "./test-app.js";

/** A fresh token of a user as their record stands now: after a role change ended the older ones. */
export async function tokenOf(app: TestApp, userId: string): Promise<string> {
  const row = await app.ctx.db
    .selectFrom("users")
    .select(["is_admin", "is_auditor", "token_version"])
    .where("id", "=", userId)
    .executeTakeFirstOrThrow();
  return signToken(app.ctx, { id: userId, isAdmin: row.is_admin, isAuditor: row.is_auditor, tokenVersion: row.token_version });
}
