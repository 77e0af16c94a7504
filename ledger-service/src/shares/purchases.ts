import { type SharePurchaseRequest, streams } from "@app/contracts";
import { purchaseById, type PurchaseRow } from "@app/read-models/purchases/queries";
import { sql } from "kysely";
import type { AppContext } from "../runtime/context.js";
import { decide } from "../investor/decide.js";
import type { InvestorState } from "../investor/investor.js";
import { decideOffering, type OfferingState, remainingSupply } from "../offering/offering.js";
import { assertPurchasesOpen } from "../settings/purchase-windows.js";
import type { SettingsState } from "../settings/settings.js";
import type { AuthUser } from "../shared/auth.js";
import { lastPosition, runCommand, runStreamCommand } from "@app/event-store/command-runner";
import { NotFoundError } from "../shared/errors.js";
import { newId } from "@app/event-store/event-ids";
import { investorFold, offeringFold, settingsFold } from "./folds.js";
import { refuseOwnAccount } from "../shared/own-account.js";
import { claimProof, withClaimedProof } from "../uploads/proof-claims.js";

/**
 * Share purchase use cases. Request: the proof must be an unused upload of the buyer (claimed
 * for this purchase, given back if the request is refused); price locked from the settings
 * stream and the offering's remaining supply read at that moment; the investor stream enforces
 * the 100-share room.
 * Approve: one atomic append to the investor stream and the offering stream, so the ownership
 * cap and the 2,500-share supply hold however many approvals race.
 */
export async function requestSharePurchase(ctx: AppContext, user: AuthUser, input: SharePurchaseRequest): Promise<PurchaseRow> {
  const purchaseId = newId();
  const investorStream = streams.investor(user.id);
  const referralCode = input.referralCode?.trim() || undefined;
  const proof = await claimProof(ctx, user.id, input.proof, `purchase:${purchaseId}`);
  const outcome = await withClaimedProof(ctx, proof, (proofUrl) =>
    runCommand<[InvestorState, SettingsState, OfferingState]>(
      ctx.store,
      [
        { streamId: investorStream, fold: investorFold },
        { streamId: streams.settings(), fold: settingsFold },
        { streamId: streams.offering(), fold: offeringFold },
      ],
      ([investor, settings, offering]) => {
        assertPurchasesOpen(settings.purchaseWindows, ctx.clock());
        return [
          {
            streamId: investorStream,
            events: decide(
              {
                type: "RequestSharePurchase",
                purchaseId,
                shares: input.numberOfShares,
                pricePerShare: settings.pricePerShare,
                network: input.paymentMethod,
                proof: proofUrl,
                ...(referralCode ? { referralCode } : {}),
                ...(input.txId ? { txId: input.txId } : {}),
                offeringRemaining: remainingSupply(offering).toString(),
                now: ctx.clock(),
              },
              investor,
              user.id,
            ),
          },
        ];
      },
      { metadata: { actor: user.id } },
    ),
  );
  if (referralCode) await linkReferrer(ctx, user.id, referralCode);
  await ctx.readYourWrites(lastPosition(outcome));
  return await existingPurchase(ctx, purchaseId);
}

/**
 * A referral code given with a purchase makes its owner the user's referrer, only when the user
 * has none yet, the code is someone else's, and that someone was not referred by this user.
 */
async function linkReferrer(ctx: AppContext, userId: string, code: string): Promise<void> {
  await sql`
    UPDATE users me SET referred_by = ref.id FROM users ref
    WHERE me.id = ${userId}::uuid AND me.referred_by IS NULL AND upper(ref.referral_code) = upper(${code})
      AND ref.deleted_at IS NULL AND ref.id <> me.id AND ref.referred_by IS DISTINCT FROM me.id`.execute(ctx.db);
}

/** Errors: 404 unknown purchase, 403 the admin's own purchase, 409 not pending, 422 caps. */
export async function approveSharePurchase(ctx: AppContext, purchaseId: string, actor: string): Promise<PurchaseRow> {
  const purchase = await existingPurchase(ctx, purchaseId);
  refuseOwnAccount(actor, purchase.userId);
  const investorStream = streams.investor(purchase.userId);
  const outcome = await runCommand<[InvestorState, OfferingState]>(
    ctx.store,
    [
      { streamId: investorStream, fold: investorFold },
      { streamId: streams.offering(), fold: offeringFold },
    ],
    ([investor, offering]) => {
      const events = decide({ type: "ApproveSharePurchase", purchaseId, now: ctx.clock() }, investor, purchase.userId);
      const shares = investor.purchases[purchaseId]?.shares.toString() ?? purchase.shares;
      return [
        { streamId: investorStream, events },
        {
          streamId: streams.offering(),
          events: decideOffering({ type: "AllocateShares", purchaseId, userId: purchase.userId, shares }, offering),
        },
      ];
    },
    { metadata: { actor } },
  );
  await ctx.readYourWrites(lastPosition(outcome));
  return await existingPurchase(ctx, purchaseId);
}

export async function rejectSharePurchase(ctx: AppContext, purchaseId: string, actor: string): Promise<PurchaseRow> {
  const purchase = await existingPurchase(ctx, purchaseId);
  refuseOwnAccount(actor, purchase.userId);
  const outcome = await runStreamCommand(
    ctx.store,
    streams.investor(purchase.userId),
    investorFold,
    (investor) => decide({ type: "RejectSharePurchase", purchaseId }, investor, purchase.userId),
    { metadata: { actor } },
  );
  await ctx.readYourWrites(lastPosition(outcome));
  return await existingPurchase(ctx, purchaseId);
}

async function existingPurchase(ctx: AppContext, purchaseId: string): Promise<PurchaseRow> {
  const row = await purchaseById(ctx.db, purchaseId);
  if (!row) throw new NotFoundError("Purchase not found");
  return row;
}
