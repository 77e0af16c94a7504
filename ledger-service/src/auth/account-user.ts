import { type AccountUser, accountUser, toApiNumber } from "@app/contracts";
import { DEFAULT_TIME_ZONE } from "@app/contracts/time-label";
import { getInvestorBalances } from "@app/projections/investors/queries";
import type { AppContext } from "../runtime/context.js";

/**
 * The spec's User as the account screens read it: profile fields (content) and balances
 * (investor_balances read model). Null for an unknown or deleted user.
 */
export async function loadAccountUser(ctx: AppContext, userId: string): Promise<AccountUser | null> {
  const row = await ctx.db
    .selectFrom("users as u")
    .leftJoin("users as ref", "ref.id", "u.referred_by")
    .select([
      "u.id",
      "u.full_name",
      "u.email",
      "u.phone",
      "u.wallet",
      "u.profile_picture",
      "u.referral_code",
      "u.is_admin",
      "u.is_auditor",
      "u.email_verified",
      "u.totp_enabled_at",
      "u.created_at",
      "u.time_zone",
      "ref.id as ref_id",
      "ref.full_name as ref_name",
      "ref.referral_code as ref_code",
    ])
    .where("u.id", "=", userId)
    .where("u.deleted_at", "is", null)
    .executeTakeFirst();
  if (!row) return null;
  const balances = await getInvestorBalances(ctx.db, userId);
  return accountUser.parse({
    _id: row.id,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    wallet: row.wallet,
    profilePicture: row.profile_picture,
    referralCode: row.referral_code,
    referredBy: row.ref_id ? { _id: row.ref_id, fullName: row.ref_name ?? "", referralCode: row.ref_code ?? "" } : null,
    referrer: row.ref_name ?? null,
    isAdmin: row.is_admin,
    isAuditor: row.is_auditor,
    emailVerified: row.email_verified,
    twoFactorEnabled: row.totp_enabled_at !== null,
    sharesOwned: toApiNumber(balances.sharesOwned),
    pendingShares: toApiNumber(balances.pendingShares),
    profitBalance: toApiNumber(balances.profitBalance),
    referralRewardBalance: toApiNumber(balances.referralRewardBalance),
    createdAt: row.created_at.toISOString(),
    timeZone: row.time_zone ?? DEFAULT_TIME_ZONE,
  });
}

/** The zone the user chose (PUT /api/user/time-zone), or null when they have not (or are unknown). */
export async function chosenTimeZoneOf(ctx: Pick<AppContext, "db">, userId: string): Promise<string | null> {
  const row = await ctx.db.selectFrom("users").select("time_zone").where("id", "=", userId).executeTakeFirst();
  return row?.time_zone ?? null;
}

/**
 * The zone every time this user reads is told in: their setting, else Africa/Lagos (also for an
 * unknown user). Given the request's user, whose row the token check read, no second read.
 */
export async function timeZoneOf(ctx: Pick<AppContext, "db">, user: string | { id: string; timeZone?: string | null }): Promise<string> {
  if (typeof user !== "string" && user.timeZone !== undefined) return user.timeZone ?? DEFAULT_TIME_ZONE;
  return (await chosenTimeZoneOf(ctx, typeof user === "string" ? user : user.id)) ?? DEFAULT_TIME_ZONE;
}
