import { SELL_BACK_FEE_RATE, type SellBackRequest, streams, toApiNumber } from "@app/contracts";
import { type SellBackRow, sellBackById } from "@app/projections/sell-backs/queries";
import type { ApprovalGrant } from "../approvals/grant.js";
import { onInvestorStream, reviewRequest, withReason } from "../approvals/review-request.js";
import { onInvestorAndOffering } from "../offering/share-review.js";
import type { AppContext } from "../runtime/context.js";
import { investorFold } from "../investor/investor.js";
import { type SettingsState, settingsFold } from "../settings/settings.js";
import type { AuthUser } from "../shared/auth.js";
import { lastPosition, readFolded } from "@app/event-store/command-runner";
import { queueNewWalletEmail, requirePayoutCode, runPayoutRequest } from "../payouts/payout-guard.js";
import { NotFoundError } from "../platform/errors.js";
import { newId } from "@app/event-store/event-ids";
import { decide } from "../investor/decide.js";
import { sellBackQuote } from "../investor/decide-sell-backs.js";
import { runOwnCommand } from "../payouts/own-command.js";

/**
 * Sell-back use cases. Request: one append to the investor stream holds the shares,
 * so two requests racing for the same shares cannot both pass; the investor may cancel it while
 * pending. Approve: one atomic append to
 * the investor stream (payout and fee in the journal) and the offering stream (the shares return
 * to the supply), at the price the settings stream has at that moment.
 */
export async function sellBackQuoteOf(ctx: AppContext, user: AuthUser) {
  const [investor, settings] = await Promise.all([
    readFolded(ctx.store, streams.investor(user.id), investorFold),
    readFolded(ctx.store, streams.settings(), settingsFold),
  ]);
  const quote = sellBackQuote(investor, ctx.clock(), ctx.config.SELL_BACK_MIN_HOLD_DAYS);
  return {
    eligibleShares: toApiNumber(quote.eligible),
    lockedShares: toApiNumber(quote.locked),
    nextEligibleAt: quote.nextEligibleAt,
    pricePerShare: toApiNumber(settings.pricePerShare),
    feeRate: toApiNumber(SELL_BACK_FEE_RATE),
    minHoldDays: ctx.config.SELL_BACK_MIN_HOLD_DAYS,
  };
}

/**
 * Guarded as a withdrawal (payout-guard.ts): an enrolled investor's current code (403 without it,
 * nothing held), and a wallet the investor was never paid to is held NEW_WALLET_HOLD_HOURS
 * (`heldUntil` on the request's event) with an email to the investor.
 */
export async function requestSellBack(ctx: AppContext, user: AuthUser, input: SellBackRequest, ip: string): Promise<SellBackRow> {
  await requirePayoutCode(ctx, user, input.code, ip);
  const sellBackId = newId();
  const outcome = await runPayoutRequest(ctx, user, input.wallet, (investor, hold) =>
    decide(
      {
        type: "RequestSellBack",
        sellBackId,
        shares: input.numberOfShares,
        wallet: input.wallet,
        network: input.network,
        minHoldDays: ctx.config.SELL_BACK_MIN_HOLD_DAYS,
        now: ctx.clock(),
        ...hold,
      },
      investor,
      user.id,
    ),
  );
  const requested = outcome.events.find((e) => e.type === "SharesSellBackRequested");
  const heldUntil = requested?.type === "SharesSellBackRequested" && requested.data.heldUntil ? new Date(requested.data.heldUntil) : null;
  const payout = { kind: "sell-back", shares: input.numberOfShares, wallet: input.wallet, network: input.network } as const;
  await Promise.all([heldUntil ? queueNewWalletEmail(ctx, user, payout, heldUntil) : null, ctx.readYourWrites(lastPosition(outcome))]);
  return await existingSellBack(ctx, sellBackId);
}

/**
 * The investor takes back a pending sell-back: its shares are released in the cancel's own event.
 * Errors: 404 unknown or another investor's, 409 already decided.
 */
export async function cancelSellBack(ctx: AppContext, user: AuthUser, sellBackId: string): Promise<SellBackRow> {
  const sellBack = await sellBackById(ctx.db, sellBackId);
  if (!sellBack || sellBack.userId !== user.id) throw new NotFoundError("Sell-back not found");
  await runOwnCommand(ctx, user, () => ({ type: "CancelSellBack", sellBackId, now: ctx.clock() }));
  return await existingSellBack(ctx, sellBackId);
}

/** Errors: 404 unknown, 403 the admin's own sale, 409 not pending, 422 the loan limit. */
export async function approveSellBack(ctx: AppContext, sellBackId: string, actor: string, grant?: ApprovalGrant): Promise<SellBackRow> {
  return await reviewRequest(ctx, { load: () => existingSellBack(ctx, sellBackId), actor, grant }, (sellBack) =>
    onInvestorAndOffering<[SettingsState]>(
      sellBack.userId,
      [{ streamId: streams.settings(), fold: settingsFold }],
      (investor, [settings]) => ({
        investor: { type: "ApproveSellBack", sellBackId, pricePerShare: settings.pricePerShare, now: ctx.clock() },
        offering: {
          type: "ReturnShares",
          sellBackId,
          userId: sellBack.userId,
          shares: investor.sellBacks[sellBackId]?.shares.toString() ?? sellBack.shares,
        },
      }),
    ),
  );
}

/** Releases the held shares. Errors: 404 unknown, 403 the admin's own sale, 409 not pending. The reason is shown to the investor. */
export async function rejectSellBack(ctx: AppContext, sellBackId: string, actor: string, reason?: string): Promise<SellBackRow> {
  return await reviewRequest(ctx, { load: () => existingSellBack(ctx, sellBackId), actor }, (sellBack) =>
    onInvestorStream(sellBack.userId, { type: "RejectSellBack", sellBackId, ...withReason(reason) }),
  );
}

async function existingSellBack(ctx: AppContext, sellBackId: string): Promise<SellBackRow> {
  const row = await sellBackById(ctx.db, sellBackId);
  if (!row) throw new NotFoundError("Sell-back not found");
  return row;
}
