import { sql } from "kysely";
import type { AppContext } from "../context.js";
import { ConflictError } from "../shared/errors.js";

/**
 * A withdrawal to a wallet its investor has never been paid to (no approved withdrawal to that
 * exact address) waits NEW_WALLET_HOLD_HOURS before an admin may approve it, and the investor
 * is told by email: a stolen session cannot drain an account into a fresh wallet before its
 * owner notices. The hold is recorded before the withdrawal is appended (and dropped when the
 * append is refused), so a crash between the two leaves at most a hold of a withdrawal that
 * never existed, never an unheld withdrawal.
 */
export async function holdIfNewWallet(
  ctx: AppContext,
  withdrawal: { withdrawalId: string; userId: string; wallet: string },
): Promise<Date | null> {
  const hours = ctx.config.NEW_WALLET_HOLD_HOURS;
  if (hours <= 0) return null;
  const approvableAt = new Date(ctx.clock().getTime() + hours * 3_600_000);
  // One statement (one round trip): the hold is recorded only when no approved withdrawal of
  // this investor went to this exact address.
  const held = await sql<{ one: number }>`
    INSERT INTO withdrawal_wallet_holds (withdrawal_id, user_id, wallet, approvable_at)
    SELECT ${withdrawal.withdrawalId}::uuid, ${withdrawal.userId}::uuid, ${withdrawal.wallet}, ${approvableAt}::timestamptz
    WHERE NOT EXISTS (
      SELECT 1 FROM withdrawals WHERE user_id = ${withdrawal.userId} AND wallet = ${withdrawal.wallet} AND status = 'Approved')
    RETURNING 1 AS one`.execute(ctx.db);
  if (held.rows.length === 0) return null;
  return approvableAt;
}

/** The hold of a withdrawal that was refused after all (nothing was appended). */
export async function dropHold(ctx: AppContext, withdrawalId: string): Promise<void> {
  await ctx.db.deleteFrom("withdrawal_wallet_holds").where("withdrawal_id", "=", withdrawalId).execute();
}

/** When each of these withdrawals may be approved (only those held for a new wallet). */
export async function approvableTimes(ctx: AppContext, withdrawalIds: string[]): Promise<Map<string, Date>> {
  if (withdrawalIds.length === 0) return new Map();
  const rows = await ctx.db
    .selectFrom("withdrawal_wallet_holds")
    .select(["withdrawal_id", "approvable_at"])
    .where("withdrawal_id", "in", withdrawalIds)
    .execute();
  return new Map(rows.map((r) => [r.withdrawal_id, r.approvable_at]));
}

/** 409 with the time it becomes approvable while a new-wallet hold lasts. */
export async function refuseWhileHeld(ctx: AppContext, withdrawalId: string): Promise<void> {
  const until = (await approvableTimes(ctx, [withdrawalId])).get(withdrawalId);
  if (until && until.getTime() > ctx.clock().getTime())
    throw new ConflictError(
      `This withdrawal goes to a wallet the investor has not used before; it can be approved from ${until.toISOString()}.`,
    );
}

export function newWalletEmail(
  user: { email: string; fullName: string },
  w: { amount: string; wallet: string; network: string },
  until: Date,
) {
  const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const lines = [
    `A withdrawal of $${w.amount} to a wallet you have not used before (${w.wallet}, ${w.network}) was requested from your account.`,
    `For your safety it will not be paid before ${until.toUTCString()}.`,
    "If this was not you, change your password at once and contact support: the withdrawal can still be stopped.",
  ];
  return {
    to: user.email,
    subject: "New withdrawal wallet: your withdrawal is on hold",
    html: `<p>Hello ${esc(user.fullName)},</p>${lines.map((l) => `<p>${esc(l)}</p>`).join("")}`,
    text: `Hello ${user.fullName},\n\n${lines.join("\n\n")}\n`,
  };
}
