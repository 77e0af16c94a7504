import { chainOfNetwork, type SharePurchaseRequest, streams, toCents, toShares } from "@app/contracts";
import { purchaseById, type PurchaseRow } from "@app/projections/purchases/queries";
import { sql } from "kysely";
import type { AppContext } from "../runtime/context.js";
import { chainKeyOf } from "../chain/chain-key.js";
import { decide } from "../investor/decide.js";
import { type InvestorState, investorFold } from "../investor/investor.js";
import { type OfferingState, remainingSupply, offeringFold } from "../offering/offering.js";
import { assertPurchasesOpen } from "../settings/purchase-windows.js";
import { type SettingsState, settingsFold } from "../settings/settings.js";
import type { AuthUser } from "../shared/auth.js";
import { lastPosition, readFolded, runCommand } from "@app/event-store/command-runner";
import { NotFoundError } from "../platform/errors.js";
import { newId } from "@app/event-store/event-ids";
import { refuseOwnAccount } from "../shared/own-account.js";
import { claimProof, withClaimedProof } from "../uploads/proof-claims.js";
import type { ApprovalGrant } from "../approvals/grant.js";
import { onInvestorStream, reviewRequest, withReason } from "../approvals/review-request.js";
import { onInvestorAndOffering } from "../offering/share-review.js";
import { type HeldAction, type HoldOptions, withFourEyes } from "../approvals/four-eyes.js";
import { decideTxClaim, type TxClaim, txClaimStream } from "../chain/tx-claims.js";
import { checkPurchasePayment, purchaseCheckInLedger } from "../chain/purchase-checks.js";
import type { ChainCheckData } from "../chain/record-check.js";

/**
 * An admin's approval of a purchase: above FOUR_EYES_AMOUNT (shares x the locked price), or past
 * the admin's solo limit, it is held for a second admin (the HeldAction); otherwise done now.
 */
export async function approveOrHoldPurchase(
  ctx: AppContext,
  purchaseId: string,
  actor: string,
): Promise<{ held: HeldAction } | { purchase: PurchaseRow }> {
  const known = await existingPurchase(ctx, purchaseId);
  refuseOwnAccount(actor, known.userId);
  // The amount from the ledger, not the read model: what the request locked.
  const investor = await readFolded(ctx.store, streams.investor(known.userId), investorFold);
  const locked = investor.purchases[purchaseId];
  const action = locked
    ? ({ kind: "purchase", purchaseId, userId: known.userId, shares: toShares(locked.shares), amount: toCents(locked.amount) } as const)
    : null;
  const outcome = await withFourEyes(
    ctx,
    action,
    actor,
    () => approveSharePurchase(ctx, purchaseId, actor),
    action ? await chainKey(ctx, known) : {},
  );
  return "held" in outcome ? outcome : { purchase: outcome.done };
}

/**
 * The chain as a key: on a network checked on chain, is the payment verified? Read from the
 * ledger's check stream (not the read model), and only for the id the purchase carries.
 */
async function chainKey(ctx: AppContext, purchase: PurchaseRow): Promise<HoldOptions> {
  const network = chainOfNetwork(purchase.network);
  const check = network && purchase.txId ? await purchaseCheckInLedger(ctx, purchase.purchaseId) : null;
  return chainKeyOf(ctx, network, purchase.txId, check);
}

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
  // A transaction id backs one payment only (in or out): claimed in the same append (tx-claims.ts).
  const network = chainOfNetwork(input.paymentMethod);
  const txId = input.txId && network ? input.txId : null;
  const outcome = await withClaimedProof(ctx, proof, (proofUrl) =>
    runCommand<[InvestorState, SettingsState, OfferingState, TxClaim | null]>(
      ctx.store,
      [
        { streamId: investorStream, fold: investorFold },
        { streamId: streams.settings(), fold: settingsFold },
        { streamId: streams.offering(), fold: offeringFold },
        // Without an id: this purchase's own name, an empty stream never written (no shared lock).
        txClaimStream(txId ?? `none-${purchaseId}`),
      ],
      ([investor, settings, offering, claim]) => {
        assertPurchasesOpen(settings.purchaseWindows, ctx.clock());
        const claimed =
          txId && network ? decideTxClaim(claim, { network, txId, use: "purchase", target: purchaseId, now: ctx.clock() }) : [];
        return [
          ...claimed,
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
  if (network && txId && ctx.chain[network]) await startPurchaseCheck(ctx, purchaseId);
  await ctx.readYourWrites(lastPosition(outcome));
  return await existingPurchase(ctx, purchaseId);
}

/**
 * Starts the worker job that checks a purchase's payment on its network (job id per purchase: a
 * second start is a no-op). Redis being away does not undo the purchase: the admin's "check
 * again" (POST /api/shares/{id}/check) starts it later.
 */
async function startPurchaseCheck(ctx: AppContext, purchaseId: string): Promise<void> {
  try {
    await ctx.queues.checkChainPayment({ use: "purchase", target: purchaseId });
  } catch (error) {
    ctx.logger.warn({ err: error, purchaseId }, "the purchase's chain check could not be queued");
  }
}

/** POST /api/shares/{id}/check (admin): the payment checked on its network now (404 unknown purchase). */
export async function checkPurchaseNow(
  ctx: AppContext,
  purchaseId: string,
): Promise<{ purchase: PurchaseRow; check: ChainCheckData | null }> {
  const purchase = await existingPurchase(ctx, purchaseId);
  const check = await checkPurchasePayment(ctx, purchase);
  if (check && purchase.status === "Pending" && (check.status === "pending" || check.status === "verified"))
    await startPurchaseCheck(ctx, purchaseId);
  return { purchase, check };
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

/**
 * Errors: 404 unknown purchase, 403 the admin's own purchase, 409 not pending, 422 caps.
 * With a grant: a second admin released it (four eyes), appended with its ApprovalGranted.
 */
export async function approveSharePurchase(
  ctx: AppContext,
  purchaseId: string,
  actor: string,
  grant?: ApprovalGrant,
): Promise<PurchaseRow> {
  return await reviewRequest(ctx, { load: () => existingPurchase(ctx, purchaseId), actor, grant }, (purchase) =>
    onInvestorAndOffering(purchase.userId, [], (investor) => ({
      investor: { type: "ApproveSharePurchase", purchaseId, now: ctx.clock() },
      offering: {
        type: "AllocateShares",
        purchaseId,
        userId: purchase.userId,
        shares: investor.purchases[purchaseId]?.shares.toString() ?? purchase.shares,
      },
    })),
  );
}

/** Errors: 404 unknown purchase, 403 the admin's own purchase, 409 not pending. The reason is shown to the investor. */
export async function rejectSharePurchase(ctx: AppContext, purchaseId: string, actor: string, reason?: string): Promise<PurchaseRow> {
  return await reviewRequest(ctx, { load: () => existingPurchase(ctx, purchaseId), actor }, (purchase) =>
    onInvestorStream(purchase.userId, { type: "RejectSharePurchase", purchaseId, ...withReason(reason) }),
  );
}

async function existingPurchase(ctx: AppContext, purchaseId: string): Promise<PurchaseRow> {
  const row = await purchaseById(ctx.db, purchaseId);
  if (!row) throw new NotFoundError("Purchase not found");
  return row;
}
