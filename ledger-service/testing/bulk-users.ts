import { randomUUID } from "node:crypto";
import type { TestApp } from "./test-app.js";

/** One user of a bulk insert; without `passwordHash` the user cannot sign in. */
export interface BulkUser {
  email: string;
  fullName: string;
  referralCode: string;
  passwordHash?: string;
  emailVerified?: boolean;
}

/** Inserts many users in one statement (no token each, unlike createUser): for tests of hundreds. */
export async function insertUsers(app: Pick<TestApp, "ctx">, users: BulkUser[]): Promise<void> {
  await app.ctx.db
    .insertInto("users")
    .values(
      users.map((u) => ({
        id: randomUUID(),
        full_name: u.fullName,
        email: u.email,
        password_hash: u.passwordHash ?? "x",
        referral_code: u.referralCode,
        referred_by: null,
        ...(u.emailVerified === undefined ? {} : { email_verified: u.emailVerified }),
        deleted_at: null,
      })),
    )
    .execute();
}
