import { SHARES_OUT_OF_DATE_MESSAGE, streams, toShares } from "@app/contracts";
import { sql } from "kysely";
import type { AppContext } from "../runtime/context.js";
import { decide } from "../investor/decide.js";
import { type InvestorState, investorFold } from "../investor/investor.js";
import { decideOffering, type OfferingState, offeringFold } from "../offering/offering.js";
import { type SettingsState, settingsFold } from "../settings/settings.js";
import { type ApprovalGrant, runCommandWithGrant } from "../approvals/grant.js";
import { lastPosition } from "@app/event-store/command-runner";
import { ConflictError, ForbiddenError, NotFoundError } from "../platform/errors.js";
import { refuseOwnAccount } from "../shared/own-account.js";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A user that exists and is not deleted; anything else (bad id too) is 404. */
export async function activeUserId(ctx: AppContext, userId: string): Promise<string> {
  if (!UUID.test(userId)) throw new NotFoundError("User not found");
  const row = await ctx.db.selectFrom("users").select("id").where("id", "=", userId).where("deleted_at", "is", null).executeTakeFirst();
  if (!row) throw new NotFoundError("User not found");
  return row.id;
}

/**
 * The admin's share edit goes through the ledger: SharesAdjusted on the investor stream and the
 * allocation change on the offering stream, in one atomic append, valued at the current price.
 */
export async function adjustUserShares(
  ctx: AppContext,
  userId: string,
  sharesOwned: string,
  actor: string,
  grant?: ApprovalGrant,
  /** An approved edit applies only to the shares it was asked on (409 otherwise). */
  askedOnShares?: string,
): Promise<string> {
  const id = await activeUserId(ctx, userId);
  refuseOwnAccount(actor, id);
  const investorStream = streams.investor(id);
  let newShares = sharesOwned;
  const outcome = await runCommandWithGrant<[InvestorState, OfferingState, SettingsState]>(
    ctx.store,
    grant,
    [
      { streamId: investorStream, fold: investorFold },
      { streamId: streams.offering(), fold: offeringFold },
      { streamId: streams.settings(), fold: settingsFold },
    ],
    ([investor, offering, settings]) => {
      if (askedOnShares !== undefined && toShares(investor.shares) !== toShares(askedOnShares))
        throw new ConflictError(SHARES_OUT_OF_DATE_MESSAGE);
      const events = decide(
        { type: "AdjustShares", newShares: sharesOwned, pricePerShare: settings.pricePerShare, now: ctx.clock() },
        investor,
        id,
      );
      newShares = toShares(sharesOwned);
      const previousShares = toShares(investor.shares);
      if (previousShares === newShares) return [];
      return [
        { streamId: investorStream, events },
        {
          streamId: streams.offering(),
          events: decideOffering({ type: "AdjustAllocation", userId: id, previousShares, newShares }, offering),
        },
      ];
    },
    actor,
  );
  await ctx.readYourWrites(lastPosition(outcome));
  return newShares;
}

/**
 * Soft delete: the user can no longer sign in (token version bumped, existing tokens die), the
 * email is free again, and every event and read-model row about them is kept.
 */
export async function deleteUser(ctx: AppContext, userId: string, actorId: string): Promise<void> {
  const id = await activeUserId(ctx, userId);
  if (id === actorId) throw new ForbiddenError("You cannot delete your own account");
  // Removing an admin goes through the role change, which a second admin approves once two exist.
  const target = await ctx.db.selectFrom("users").select("is_admin").where("id", "=", id).executeTakeFirst();
  if (target?.is_admin) throw new ConflictError("An admin account cannot be deleted: change its role first.");
  const r = await sql`
    UPDATE users SET deleted_at = ${ctx.clock().toISOString()}::timestamptz, token_version = token_version + 1
    WHERE id = ${id}::uuid AND deleted_at IS NULL`.execute(ctx.db);
  if (Number(r.numAffectedRows ?? 0) === 0) throw new NotFoundError("User not found");
}
